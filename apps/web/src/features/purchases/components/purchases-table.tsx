import type { PurchasedAsset, PurchasedCourse } from '@academy/shared/purchases';
import { ArrowRight, Award, Download, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { type Translate, useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useOrderDay } from '../lib/order-dates';

/** Stands in for the date while a message is split around it. */
const DATE_SLOT = '\uE000';

export type PurchaseRow =
  { kind: 'course'; at: string; item: PurchasedCourse } | { kind: 'asset'; at: string; item: PurchasedAsset };

function paidLabel(item: PurchasedCourse | PurchasedAsset, t: Translate): string {
  if (item.source === 'manual') return t('purchases.granted');
  return item.price === 0 ? t('price.free') : formatRupees(item.price);
}

function watchedText({ lectures, viewedLectures }: PurchasedCourse, t: Translate): string {
  if (lectures === 0) return t('purchases.noLectures');
  if (viewedLectures === 0) return t('purchases.notStarted');
  if (viewedLectures >= lectures) return t('purchases.allWatched', { count: lectures });
  return t('purchases.someWatched', { viewed: viewedLectures, count: lectures });
}

/** Where the student stands in a course, and the certificate once earned (a Rewatch keeps it). */
function CourseProgress({ course }: { course: PurchasedCourse }) {
  const t = useT();
  const percent = course.lectures > 0 ? Math.round((course.viewedLectures / course.lectures) * 100) : 0;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <div
        role="progressbar"
        aria-label={t('purchases.progressLabel', { title: course.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={watchedText(course, t)}
        className="h-1.5 w-24 overflow-hidden rounded-full bg-sand md:w-32"
      >
        <div
          className={`h-full rounded-full ${percent === 100 ? 'bg-success' : 'bg-accent'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-xs text-ink-soft tabular-nums">{watchedText(course, t)}</span>
      {course.certificateNumber && (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
          <Award size={12} aria-hidden />
          {t('purchases.certificateEarned')}
        </span>
      )}
    </div>
  );
}

/** The purchases as a table; on phones each row is a stacked card. */
export function PurchasesTable({
  rows,
  download,
  pendingId,
  courseExtra,
}: {
  rows: PurchaseRow[];
  download: (assetId: string) => void;
  pendingId: string | undefined;
  /** More about a course under its progress, from another feature (its project). */
  courseExtra?: ((course: PurchasedCourse) => ReactNode) | undefined;
}) {
  const t = useT();
  const formatDay = useOrderDay();
  // "Bought 24 Nov 2026" on phones, where the column's heading is hidden: the words around the date.
  const [boughtBefore = '', boughtAfter = ''] = t('purchases.boughtOn', { date: DATE_SLOT }).split(DATE_SLOT);
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card">
      <table className="w-full text-left">
        <thead className="border-b border-line bg-sand/60 text-xs font-semibold tracking-wider text-ink-muted uppercase max-md:sr-only">
          <tr>
            <th scope="col" className="px-5 py-3">
              {t('cart.product')}
            </th>
            <th scope="col" className="px-5 py-3">
              {t('asset.category')}
            </th>
            <th scope="col" className="px-5 py-3">
              {t('purchases.purchased')}
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              {t('purchases.paid')}
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              <span className="sr-only">{t('purchases.actions')}</span>
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
                        translate="no"
                        to={to}
                        className="line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-accent-strong hover:underline"
                      >
                        {title}
                      </Link>
                      <p className="mt-1 text-xs font-medium text-ink-muted">
                        {isCourse
                          ? t('purchases.courseLine', { count: row.item.lectures })
                          : t('asset.metaTitle')}
                      </p>
                      {isCourse && <CourseProgress course={row.item} />}
                      {isCourse && courseExtra?.(row.item)}
                    </div>
                  </div>
                </td>
                <td translate="no" className="px-5 py-4 text-sm text-ink-soft max-md:hidden">
                  {category || '—'}
                </td>
                <td className="px-5 py-4 text-sm whitespace-nowrap text-ink-soft max-md:col-start-1 max-md:self-center max-md:p-0">
                  {boughtBefore && <span className="md:hidden">{boughtBefore}</span>}
                  <time dateTime={row.at}>{formatDay(row.at)}</time>
                  {boughtAfter && <span className="md:hidden">{boughtAfter}</span>}
                </td>
                <td className="px-5 py-4 text-right font-display font-semibold whitespace-nowrap tabular-nums max-md:col-start-2 max-md:self-center max-md:p-0">
                  <span className="sr-only md:hidden">{t('purchases.paidLabel')} </span>
                  {paidLabel(row.item, t)}
                </td>
                <td className="px-5 py-4 text-right max-md:col-span-2 max-md:p-0">
                  {isCourse ? (
                    <Link
                      to={to}
                      className="btn-primary whitespace-nowrap max-md:w-full"
                      aria-label={t('purchases.goToCourseLabel', { title })}
                    >
                      {t('course.goTo')}
                      <ArrowRight size={16} aria-hidden />
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="btn-outline whitespace-nowrap max-md:w-full"
                      onClick={() => download(row.item._id)}
                      disabled={downloading}
                      aria-busy={downloading}
                      aria-label={t('purchases.downloadLabel', { title })}
                    >
                      {downloading ? (
                        <LoaderCircle size={16} className="animate-spin" aria-hidden />
                      ) : (
                        <Download size={16} aria-hidden />
                      )}
                      {t('asset.download')}
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
