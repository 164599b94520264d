import type { OrderLine } from '@academy/shared/orders';
import { ArrowRight, Download, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useDownloadAsset } from '../api/download-asset';

/** The receipt's lines: each product bought, what it cost, and its next step. */
export function ReceiptLines({ items, paid }: { items: OrderLine[]; paid: boolean }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line border-t border-line" aria-label={t('receipt.items')}>
      {items.map((line, index) => (
        <li
          key={`${line.type}-${line.id ?? index}`}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-6"
        >
          <div className="flex min-w-0 items-center gap-4">
            <CoverImage
              src={line.image ?? undefined}
              alt=""
              width={160}
              height={line.type === 'course' ? 90 : 120}
              className="w-16 shrink-0 rounded-lg sm:w-20"
            />
            <div className="min-w-0">
              <p translate="no" className="font-semibold [overflow-wrap:anywhere]">
                {line.title}
              </p>
              <p className="mt-0.5 text-xs font-medium text-ink-muted">
                {line.type === 'course' ? t('cart.videoCourse') : t('asset.metaTitle')}
              </p>
            </div>
          </div>
          <p className="text-right whitespace-nowrap tabular-nums">
            <span className="sr-only">{t('purchases.paidLabel')} </span>
            <span className="font-display font-semibold">
              {line.pricePaid === 0 ? t('price.free') : formatRupees(line.pricePaid)}
            </span>
            {line.listPrice > line.pricePaid && (
              <s
                className="block text-xs text-ink-muted"
                aria-label={t('price.was', { price: formatRupees(line.listPrice) })}
              >
                {formatRupees(line.listPrice)}
              </s>
            )}
          </p>
          <div className="col-span-2 sm:col-span-1 sm:justify-self-end">
            <NextStep line={line} paid={paid} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The next step for one bought line: its course player, or its file. */
function NextStep({ line, paid }: { line: OrderLine; paid: boolean }) {
  const { download, pendingId } = useDownloadAsset();
  const t = useT();
  if (!paid || !line.id) return null;
  if (line.type === 'course') {
    return (
      <Link
        to={paths.courseProgress(line.id)}
        className="btn-primary whitespace-nowrap max-sm:w-full"
        aria-label={t('receipt.startLearningLabel', { title: line.title })}
      >
        {t('receipt.startLearning')}
        <ArrowRight size={16} aria-hidden />
      </Link>
    );
  }
  const downloading = pendingId === line.id;
  const assetId = line.id;
  return (
    <button
      type="button"
      className="btn-outline whitespace-nowrap max-sm:w-full"
      onClick={() => download(assetId)}
      disabled={downloading}
      aria-busy={downloading}
      aria-label={t('purchases.downloadLabel', { title: line.title })}
    >
      {downloading ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <Download size={16} aria-hidden />
      )}
      {t('asset.download')}
    </button>
  );
}
