import type { PurchasedAsset, PurchasedCourse } from '@academy/shared/purchases';
import { ArrowRight, Download, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';

const purchaseDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export type PurchaseRow =
  { kind: 'course'; at: string; item: PurchasedCourse } | { kind: 'asset'; at: string; item: PurchasedAsset };

function paidLabel(item: PurchasedCourse | PurchasedAsset): string {
  if (item.source === 'manual') return 'Granted';
  return item.price === 0 ? 'Free' : formatRupees(item.price);
}

/** The purchases as a table; on phones each row is a stacked card. */
export function PurchasesTable({
  rows,
  download,
  pendingId,
}: {
  rows: PurchaseRow[];
  download: (assetId: string) => void;
  pendingId: string | undefined;
}) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card">
      <table className="w-full text-left">
        <thead className="border-b border-line bg-sand/60 text-xs font-semibold tracking-wider text-ink-muted uppercase max-md:sr-only">
          <tr>
            <th scope="col" className="px-5 py-3">
              Product
            </th>
            <th scope="col" className="px-5 py-3">
              Category
            </th>
            <th scope="col" className="px-5 py-3">
              Purchased
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              Paid
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:block">
          {rows.map((row) => {
            const isCourse = row.kind === 'course';
            const title = isCourse ? row.item.title : row.item.name;
            const to = isCourse ? paths.courseProgress(row.item._id) : paths.assetDetails(row.item._id);
            const image = isCourse ? row.item.image : row.item.image[0];
            const category = isCourse ? row.item.category : row.item.type || row.item.category;
            const downloading = pendingId === row.item._id;
            return (
              <tr
                key={`${row.kind}-${row.item._id}`}
                className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-3 max-md:p-4"
              >
                <td className="px-5 py-4 max-md:col-span-2 max-md:p-0">
                  <div className="flex min-w-0 items-center gap-4">
                    <CoverImage
                      src={image}
                      alt=""
                      width={160}
                      height={isCourse ? 90 : 120}
                      className="w-20 shrink-0 rounded-xl md:w-24"
                    />
                    <div className="min-w-0">
                      <Link
                        to={to}
                        className="line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-accent-strong hover:underline"
                      >
                        {title}
                      </Link>
                      <p className="mt-1 text-xs font-medium text-ink-muted">
                        {isCourse
                          ? `Video course · ${row.item.lectures} ${row.item.lectures === 1 ? 'lecture' : 'lectures'}`
                          : 'Digital asset'}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-5 py-4 text-sm text-ink-soft max-md:hidden">{category || '—'}</td>
                <td className="px-5 py-4 text-sm whitespace-nowrap text-ink-soft max-md:col-start-1 max-md:self-center max-md:p-0">
                  <span className="md:hidden">Bought </span>
                  <time dateTime={row.at}>{purchaseDate.format(new Date(row.at))}</time>
                </td>
                <td className="px-5 py-4 text-right font-display font-semibold whitespace-nowrap tabular-nums max-md:col-start-2 max-md:self-center max-md:p-0">
                  <span className="sr-only md:hidden">Paid: </span>
                  {paidLabel(row.item)}
                </td>
                <td className="px-5 py-4 text-right max-md:col-span-2 max-md:p-0">
                  {isCourse ? (
                    <Link
                      to={to}
                      className="btn-primary whitespace-nowrap max-md:w-full"
                      aria-label={`Go To Course: ${title}`}
                    >
                      Go To Course
                      <ArrowRight size={16} aria-hidden />
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="btn-outline whitespace-nowrap max-md:w-full"
                      onClick={() => download(row.item._id)}
                      disabled={downloading}
                      aria-busy={downloading}
                      aria-label={`Download: ${title}`}
                    >
                      {downloading ? (
                        <LoaderCircle size={16} className="animate-spin" aria-hidden />
                      ) : (
                        <Download size={16} aria-hidden />
                      )}
                      Download
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
