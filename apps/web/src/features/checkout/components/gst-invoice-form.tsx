import { useEffect, useState } from 'react';
import { GstFields, gstProblemsOf } from '@/components/billing/gst-fields';
import { ACADEMY_STATE_CODE, draftOf, type GstDraft } from '@/components/billing/place-of-supply';
import { useGstForm } from '@/components/billing/use-gst-form';
import type { DeferredProps } from '@/components/ui/deferred';
import { GST_SECTION_CLASS, GstInvoiceHeader, type GstInvoiceProps } from './gst-invoice';
import { useT } from '@/lib/i18n';

const ID_PREFIX = 'checkout-gst';

const sameDraft = (a: GstDraft, b: GstDraft) =>
  a.stateCode === b.stateCode &&
  a.gstin.trim() === b.gstin.trim() &&
  a.legalName.trim() === b.legalName.trim();

/**
 * The GST invoice section, opened: the state (the saved one, or the academy's), a GSTIN and,
 * with a GSTIN, the business name. Checked with the server's own schema as the buyer types;
 * what differs from the saved details is handed up to be sent with the order.
 */
export function GstInvoiceForm({
  saved,
  draft,
  onDraft,
  attention,
  openAtStart,
}: GstInvoiceProps & DeferredProps) {
  const [open, setOpen] = useState(openAtStart);
  const fields = useGstForm(ID_PREFIX);
  const t = useT();
  const initial = draftOf(saved, ACADEMY_STATE_CODE);
  const form = draft ?? initial;
  const problems = gstProblemsOf(form);
  const [seenAttention, setSeenAttention] = useState(attention);

  // A checkout held back by these details: show them all, and take the buyer to the first problem.
  if (attention !== seenAttention) {
    setSeenAttention(attention);
    setOpen(true);
    fields.showAll();
  }
  useEffect(() => {
    if (attention === 0) return;
    fields.focusFirst(gstProblemsOf(draft ?? draftOf(saved, ACADEMY_STATE_CODE)));
    // Only when a checkout asks for attention, not as the buyer types.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [attention]);

  const change = (next: GstDraft) => {
    if (sameDraft(next, initial)) onDraft(null, {});
    else onDraft(next, gstProblemsOf(next));
  };

  return (
    <section aria-label={t('gst.invoice')} className={GST_SECTION_CLASS}>
      <GstInvoiceHeader
        saved={saved}
        draft={draft}
        expanded={open}
        onToggle={() => setOpen((current) => !current)}
        controls={open ? `${ID_PREFIX}-fields` : undefined}
      />
      {open && (
        <div id={`${ID_PREFIX}-fields`} className="mt-4 border-t border-line pt-4">
          <GstFields
            idPrefix={ID_PREFIX}
            draft={form}
            onChange={change}
            onLeave={fields.touch}
            errors={fields.shown(problems)}
          />
          <p className="mt-3 text-xs text-ink-muted">{t('gst.note')}</p>
        </div>
      )}
    </section>
  );
}
