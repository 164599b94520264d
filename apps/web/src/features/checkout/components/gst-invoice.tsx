import { ChevronDown, ReceiptText } from 'lucide-react';
import type { GstProblems } from '@/components/billing/gst-fields';
import type { GstDraft, SavedBilling } from '@/components/billing/place-of-supply';
import { placeOfSupplyWord } from '@/components/billing/state-words';
import { messageWith, useT } from '@/lib/i18n';
import { deferred, type PlaceholderProps } from '@/components/ui/deferred';

export type GstInvoiceProps = {
  saved: SavedBilling | undefined;
  /** What the buyer changed in this checkout; null: the saved details (or none) stand. */
  draft: GstDraft | null;
  onDraft: (draft: GstDraft | null, problems: GstProblems) => void;
  /** Goes up each time a checkout was held back by the details: open, show every problem, focus the first. */
  attention: number;
  /**
   * A visitor's section: changing the details asks to sign in (as Buy Now does) instead of
   * opening the form. The place of supply is the academy's state until a student's is known.
   */
  signIn?: (() => void) | undefined;
};

/** The section's closed look, shared by the look-alike and the real form: what the invoice will say. */
export function GstInvoiceHeader({
  saved,
  draft,
  expanded,
  onToggle,
  onIntent,
  controls,
}: Pick<GstInvoiceProps, 'saved' | 'draft'> & {
  expanded: boolean;
  onToggle: () => void;
  onIntent?: () => void;
  controls?: string | undefined;
}) {
  const stateCode = draft ? draft.stateCode : saved?.stateCode;
  const gstin = draft ? draft.gstin.trim() : saved?.gstin;
  const t = useT();
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <ReceiptText size={18} className="text-accent-strong" aria-hidden />
          {t('gst.invoice')}
        </p>
        <p className="mt-1 text-sm text-ink-soft" data-testid="place-of-supply">
          {messageWith(
            (state) => t('gst.placeOfSupply', { state }),
            <span className="font-medium text-ink">{placeOfSupplyWord(t, stateCode)}</span>,
          )}
          {gstin && (
            <>
              {' · GSTIN '}
              <span translate="no" className="font-mono text-ink">
                {gstin}
              </span>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        className="inline-flex shrink-0 items-center gap-1 rounded-full py-1 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
      >
        {t('gst.change')}
        <ChevronDown
          size={16}
          aria-hidden
          className={`transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
    </div>
  );
}

export const GST_SECTION_CLASS = 'rounded-[var(--radius-card)] border border-line bg-white p-4 text-ink';

/**
 * Collapsed, before its form's code (and zod with it) is fetched: the first pointer or focus
 * fetches it. A visitor's section is this too (GstInvoiceForVisitor).
 */
function GstInvoiceLookAlike({
  saved,
  draft,
  signIn,
  onOpen,
  onIntent,
}: Pick<GstInvoiceProps, 'saved' | 'draft' | 'signIn'> & PlaceholderProps) {
  const t = useT();
  return (
    <section aria-label={t('gst.invoice')} className={GST_SECTION_CLASS}>
      <GstInvoiceHeader
        saved={saved}
        draft={draft}
        expanded={false}
        onToggle={signIn ?? onOpen}
        onIntent={signIn ? undefined : onIntent}
      />
    </section>
  );
}

/**
 * The optional "GST invoice" part of a buy box (issue 12): the place of supply the invoice will
 * name, and a disclosure to change the state or add a business GSTIN. Closed by default, so a
 * buyer who needs no GST invoice just buys; its form loads only when opened. A visitor's section
 * (`signIn`) is the same component, drawn by the server with the page: when the browser finds a
 * student signed in, just after hydration, the section and its button stay the same elements, so
 * the buy box does not grow under a tap, and a tap pressed as it happens is not lost (a browser
 * fires no click when the element pressed is replaced before the release; issue 32).
 */
export const GstInvoice = deferred<GstInvoiceProps>(
  () => import('./gst-invoice-form').then((m) => ({ default: m.GstInvoiceForm })),
  GstInvoiceLookAlike,
);
