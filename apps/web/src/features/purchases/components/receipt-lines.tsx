import type { OrderLine } from '@academy/shared/orders';
import { ArrowRight, Download, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useDownloadAsset } from '../api/download-asset';

/** The order's lines in runs: a kit's lines together (the server sends them so), any other alone. */
function byKit(items: OrderLine[]): { kit: OrderLine['bundle']; lines: OrderLine[] }[] {
  const runs: { kit: OrderLine['bundle']; lines: OrderLine[] }[] = [];
  for (const line of items) {
    const last = runs.at(-1);
    if (line.bundle && last?.kit && last.kit.title === line.bundle.title && last.kit.id === line.bundle.id)
      last.lines.push(line);
    else runs.push({ kit: line.bundle, lines: [line] });
  }
  return runs;
}

/**
 * The receipt's lines: each product bought, what it cost, and its next step once the buyer can
 * open it (`opens`: paid, and not a gift). A kit's items stand under the kit's name and what the
 * kit cost (issue 31).
 */
export function ReceiptLines({ items, opens }: { items: OrderLine[]; opens: boolean }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line border-t border-line" aria-label={t('receipt.items')}>
      {byKit(items).map(({ kit, lines }, index) =>
        kit ? (
          <li key={`kit-${kit.id ?? index}`} className="bg-sand/30">
            <div className="flex items-baseline justify-between gap-4 px-5 pt-4 sm:px-6">
              <p className="text-sm font-semibold text-accent-strong">
                {kit.id ? (
                  <Link to={paths.bundleDetails(kit.id)} className="hover:underline">
                    {t('receipt.fromKit', { title: kit.title })}
                  </Link>
                ) : (
                  t('receipt.fromKit', { title: kit.title })
                )}
              </p>
              <p className="font-display font-semibold whitespace-nowrap tabular-nums">
                <span className="sr-only">{t('purchases.paidLabel')} </span>
                {formatRupees(lines.reduce((sum, line) => sum + line.pricePaid, 0))}
              </p>
            </div>
            <ul className="divide-y divide-line/70" aria-label={kit.title}>
              {lines.map((line, at) => (
                <ReceiptLine key={`${line.type}-${line.id ?? at}`} line={line} opens={opens} inKit />
              ))}
            </ul>
          </li>
        ) : (
          lines.map((line) => (
            <ReceiptLine key={`${line.type}-${line.id ?? index}`} line={line} opens={opens} />
          ))
        ),
      )}
    </ul>
  );
}

function ReceiptLine({ line, opens, inKit = false }: { line: OrderLine; opens: boolean; inKit?: boolean }) {
  const t = useT();
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 py-4 pr-5 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:pr-6 ${inKit ? 'pl-8 sm:pl-10' : 'pl-5 sm:pl-6'}`}
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
        <span className={inKit ? 'text-sm text-ink-soft' : 'font-display font-semibold'}>
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
        <NextStep line={line} opens={opens} />
      </div>
    </li>
  );
}

/** The next step for one bought line: its course player, or its file. */
function NextStep({ line, opens }: { line: OrderLine; opens: boolean }) {
  const { download, pendingId } = useDownloadAsset();
  const t = useT();
  if (!opens || !line.id) return null;
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
