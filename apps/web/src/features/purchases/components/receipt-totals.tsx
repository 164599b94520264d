import type { OrderDetail, TaxDocumentLink } from '@academy/shared/orders';
import { FileText, LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { type TaxDocumentKind, useDownloadTaxDocument } from '../api/download-tax-document';
import { percent } from '../lib/tax-rate';

/** Subtotal, the coupon's discount, the total, and the GST the total includes. */
export function ReceiptTotals({ order, charged }: { order: OrderDetail; charged: boolean }) {
  const { tax } = order;
  const t = useT();
  return (
    <div className="border-t border-dashed border-line px-5 py-5 text-sm sm:px-6">
      <dl className="space-y-2.5">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-soft">{t('receipt.subtotal')}</dt>
          <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="flex items-baseline justify-between gap-4 text-success">
            <dt>
              {t('receipt.discount')}
              {order.couponCode && (
                <>
                  {' '}
                  (
                  <span translate="no" className="font-mono font-semibold">
                    {order.couponCode}
                  </span>
                  )
                </>
              )}
            </dt>
            <dd className="tabular-nums">{`−${formatRupees(order.discount)}`}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold">{charged ? t('receipt.totalPaid') : t('receipt.total')}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="order-total">
            {formatRupees(order.total)}
          </dd>
        </div>
      </dl>
      {tax && (
        <dl
          className="mt-3 space-y-1 text-xs text-ink-muted"
          aria-label={t('receipt.gstIncluded')}
          data-testid="order-tax"
        >
          <div className="flex items-baseline justify-between gap-4">
            <dt>{t('receipt.includesGst', { rate: percent(tax.rateBasisPoints) })}</dt>
            <dd className="tabular-nums">{formatRupees(tax.cgst + tax.sgst + tax.igst)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt>{t('receipt.taxableValue')}</dt>
            <dd className="tabular-nums">{formatRupees(tax.taxable)}</dd>
          </div>
          {tax.igst > 0 ? (
            <div className="flex items-baseline justify-between gap-4">
              <dt>{`IGST ${percent(tax.rateBasisPoints)}`}</dt>
              <dd className="tabular-nums">{formatRupees(tax.igst)}</dd>
            </div>
          ) : (
            <>
              <div className="flex items-baseline justify-between gap-4">
                <dt>{`CGST ${percent(tax.rateBasisPoints / 2)}`}</dt>
                <dd className="tabular-nums">{formatRupees(tax.cgst)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt>{`SGST ${percent(tax.rateBasisPoints / 2)}`}</dt>
                <dd className="tabular-nums">{formatRupees(tax.sgst)}</dd>
              </div>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/** The invoice and credit note of the order, as PDFs, when it has them. */
export function TaxDocuments({ order }: { order: OrderDetail }) {
  const documents = useDownloadTaxDocument();
  const t = useT();
  if (!order.invoice && !order.creditNote) return null;
  return (
    <div className="flex flex-wrap gap-3 border-t border-line px-5 py-4 sm:px-6">
      {order.invoice && (
        <TaxDocumentButton
          kind="invoice"
          link={order.invoice}
          label={t('receipt.downloadInvoice')}
          pendingKind={documents.pendingKind}
          onDownload={documents.download}
        />
      )}
      {order.creditNote && (
        <TaxDocumentButton
          kind="credit-note"
          link={order.creditNote}
          label={t('receipt.downloadCreditNote')}
          pendingKind={documents.pendingKind}
          onDownload={documents.download}
        />
      )}
    </div>
  );
}

/** A button that fetches the invoice or credit note PDF with the session and saves it. */
function TaxDocumentButton({
  kind,
  link,
  label,
  pendingKind,
  onDownload,
}: {
  kind: TaxDocumentKind;
  link: TaxDocumentLink;
  label: string;
  pendingKind: TaxDocumentKind | undefined;
  onDownload: (kind: TaxDocumentKind, link: TaxDocumentLink) => void;
}) {
  const downloading = pendingKind === kind;
  return (
    <button
      type="button"
      className="btn-outline max-sm:w-full"
      onClick={() => onDownload(kind, link)}
      disabled={downloading}
      aria-busy={downloading}
    >
      {downloading ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <FileText size={16} aria-hidden />
      )}
      {label}
    </button>
  );
}
