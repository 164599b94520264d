import { ACADEMY } from '@academy/shared/academy';
import type { AssetSummary } from '@academy/shared/catalogue-assets';
import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { pageCount } from '@academy/shared/paging';
import {
  REVIEW_PRODUCT_TYPES,
  REVIEW_RATINGS,
  REVIEW_TEXT_MAX,
  type ReviewProductType,
} from '@academy/shared/review-rules';
import type { AdminReview } from '@academy/shared/reviews';
import {
  Eye,
  EyeOff,
  LoaderCircle,
  MessageSquareQuote,
  MessageSquareReply,
  SearchX,
  Trash2,
  X,
} from 'lucide-react';
import { type FocusEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { formatRupees } from '@/lib/money';
import { namedField } from '@/lib/named-field';
import { notify } from '@/lib/toast';
import { useAssetOptions, useAssetsByIds } from '../api/assets';
import { useCourseOptions, useCoursesByIds } from '../api/courses';
import {
  type ReviewFilters,
  useAdminReviews,
  useDeleteReview,
  useReplyToReview,
  useSetReviewHidden,
} from '../api/reviews';
import { AdminPageHeader } from '../components/admin-page';
import { Combobox } from '../components/combobox';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SelectInput } from '../components/fields';
import { Pager } from '../components/pager';
import { Tabs } from '../components/tabs';
import { TextDialog } from '../components/text-dialog';
import { readPage, withPage } from '../lib/table-search';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** The most characters of a reason to hide a review (adminReviewVisibilitySchema). */
const REASON_MAX = 500;

type Visibility = 'all' | 'visible' | 'hidden';
const VISIBILITIES = ['all', 'visible', 'hidden'] as const satisfies readonly Visibility[];

const count = (value: number) => value.toLocaleString('en-IN');
const reviews = (total: number) => `${count(total)} ${total === 1 ? 'review' : 'reviews'}`;
const tooLong = (length: number, max: number) => `${count(length - max)} too many`;

/* Every text of the Reviews page, in one place for the translations to come. */
const TEXT = {
  title: 'Reviews',
  description:
    'What students wrote about the courses and assets they own, newest first. Hide a review from its product page, answer it, or delete it.',
  filters: 'Filter reviews',
  tabs: 'Reviews by visibility',
  visibility: { all: 'All', visible: 'Visible', hidden: 'Hidden' } satisfies Record<Visibility, string>,
  product: {
    label: 'Product',
    placeholder: 'Course or asset name',
    noMatches: (q: string) =>
      q ? `No course or asset matches ‘${q}’.` : 'There are no courses or assets yet.',
    failed: 'The products could not be loaded. Type again to retry.',
    clear: (title: string) => `Clear the product filter: ${title}`,
    unknown: 'Unknown product',
    kinds: { course: 'Course', asset: 'Asset' } satisfies Record<ReviewProductType, string>,
  },
  stars: {
    label: 'Stars',
    any: 'Any',
    option: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  },
  clearFilters: 'Clear filters',
  list: 'Reviews, newest first',
  total: reviews,
  review: (review: AdminReview) => `Review by ${review.author.name} of ${review.product.title}`,
  hiddenBadge: (reason: string) => `Hidden: ${reason}`,
  editProduct: (review: AdminReview) =>
    `${review.product.title} (edit the ${review.product.type === 'course' ? 'course' : 'asset'})`,
  showAll: 'Show all',
  showLess: 'Show less',
  reply: `Reply from ${ACADEMY.name}`,
  actions: {
    hide: 'Hide',
    show: 'Show',
    reply: 'Reply',
    editReply: 'Edit reply',
    delete: 'Delete',
  },
  actionNames: {
    hide: (review: AdminReview) => `Hide review by ${review.author.name} of ${review.product.title}`,
    show: (review: AdminReview) => `Show review by ${review.author.name} of ${review.product.title}`,
    reply: (review: AdminReview) => `Reply to review by ${review.author.name} of ${review.product.title}`,
    editReply: (review: AdminReview) =>
      `Edit reply to review by ${review.author.name} of ${review.product.title}`,
    delete: (review: AdminReview) => `Delete review by ${review.author.name} of ${review.product.title}`,
  },
  hideDialog: {
    title: 'Hide this review?',
    description: (review: AdminReview) =>
      `${review.author.name}’s review of ${review.product.title} leaves the product page and its stars. ${review.author.name} still sees it, marked hidden; you can show it again at any time.`,
    label: 'Reason',
    hint: 'Why it is hidden, for the other admins and the audit log. The author is not shown it.',
    empty: 'Write why this review is hidden.',
    tooLong: (length: number) =>
      `Keep the reason to ${REASON_MAX} characters: ${tooLong(length, REASON_MAX)}.`,
    confirm: 'Hide review',
    failed: 'The review could not be hidden. Please try again.',
  },
  replyDialog: {
    title: (review: AdminReview) => (review.reply ? 'Edit the reply' : 'Reply to this review'),
    description: (review: AdminReview) =>
      review.reply
        ? `The new reply replaces the one under ${review.author.name}’s review of ${review.product.title}, and ${review.author.name} is emailed about it.`
        : `Your reply shows under ${review.author.name}’s review of ${review.product.title}, as ${ACADEMY.name}’s, and ${review.author.name} is emailed about it.`,
    label: 'Reply',
    hint: `Plain text, up to ${count(REVIEW_TEXT_MAX)} characters.`,
    empty: 'Write the reply first.',
    tooLong: (length: number) =>
      `Keep the reply to ${count(REVIEW_TEXT_MAX)} characters: ${tooLong(length, REVIEW_TEXT_MAX)}.`,
    confirm: 'Publish reply',
    failed: 'The reply could not be published. Please try again.',
  },
  deleteDialog: {
    title: 'Delete this review?',
    description: (review: AdminReview) =>
      `${review.author.name}’s review of ${review.product.title} (${TEXT.stars.option(review.rating)}) is removed for good${
        review.reply ? ', with the academy’s reply' : ''
      }. This cannot be undone. To take it off the product page but keep it, hide it instead.`,
    confirm: 'Delete review',
    keep: 'Keep it',
    failed: 'The review could not be deleted. Please try again.',
  },
  showFailed: 'The review could not be shown again. Please try again.',
  cancel: 'Cancel',
  empty: {
    none: {
      title: 'No reviews yet',
      body: 'Students who own a course or an asset can review it from its page. Their reviews appear here as they are written.',
    },
    hidden: {
      title: 'No hidden reviews',
      body: 'A review you hide leaves its product page and waits here, with why, until you show it again.',
    },
    visible: { title: 'No visible reviews', body: 'Every review is hidden from its product page.' },
    filtered: { title: 'No reviews match these filters', body: 'Try other filters, or clear them.' },
    pastEnd: (page: number) => `There is no page ${page}`,
    pastEndBody: (total: number, pages: number) =>
      `${reviews(total)} fill ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    goTo: (page: number) => `Go to page ${page}`,
  },
  pages: 'Review pages',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${reviews(total)}`,
  loading: 'Loading reviews',
  loadFailed: 'The reviews could not be loaded',
};

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});
const formatDay = (iso: string) => day.format(new Date(iso));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filters from its URL; anything unknown or malformed reads as no filter. */
function readFilters(params: URLSearchParams): ReviewFilters {
  const type = REVIEW_PRODUCT_TYPES.find((candidate) => candidate === params.get('productType'));
  const id = params.get('productId') ?? '';
  const rating = REVIEW_RATINGS.find((stars) => String(stars) === params.get('rating'));
  const hidden = params.get('hidden');
  return {
    page: readPage(params),
    product: type && UUID.test(id) ? { type, id } : undefined,
    rating,
    hidden: hidden === 'true' || hidden === 'false' ? hidden : undefined,
  };
}

/** The URL of these filters: each left out when unset, page 1 too. */
function filterParams({ page, product, rating, hidden }: ReviewFilters): URLSearchParams {
  const next = new URLSearchParams();
  if (hidden) next.set('hidden', hidden);
  if (rating) next.set('rating', String(rating));
  if (product) {
    next.set('productType', product.type);
    next.set('productId', product.id);
  }
  return withPage(next, page);
}

const visibilityOf = (hidden: ReviewFilters['hidden']): Visibility =>
  hidden === 'true' ? 'hidden' : hidden === 'false' ? 'visible' : 'all';
const hiddenOf = (visibility: Visibility): ReviewFilters['hidden'] =>
  visibility === 'hidden' ? 'true' : visibility === 'visible' ? 'false' : undefined;

/** A course or an asset, as the product filter suggests it. */
type Product = { type: ReviewProductType; id: string; title: string; price: number };
const fromCourse = (course: CourseSummary): Product => ({
  type: 'course',
  id: course._id,
  title: course.title,
  price: course.price,
});
const fromAsset = (asset: AssetSummary): Product => ({
  type: 'asset',
  id: asset._id,
  title: asset.name,
  price: asset.price,
});

/** How long typing pauses before the product filter asks the server. */
const PICKER_PAUSE_MS = 250;

/**
 * The product filter: a course or an asset, found by typing part of its name (the server
 * searches both). The chosen one's name comes from the server too (`?ids=`), so a reloaded or
 * shared link names it; emptying the box, or ×, clears the filter. Leaving the box with a half
 * typed name puts the chosen product's name back.
 */
function ProductFilter({
  product,
  onChange,
}: {
  product: ReviewFilters['product'];
  onChange: (product: ReviewFilters['product']) => void;
}) {
  // The product chosen from the suggestions, named at once, before `?ids=` answers.
  const [picked, setPicked] = useState<Product | null>(null);
  const known = product && picked?.id === product.id ? picked : null;
  const byId = (type: ReviewProductType) => (product?.type === type && !known ? [product.id] : []);
  const namedCourses = useCoursesByIds(byId('course'));
  const namedAssets = useAssetsByIds(byId('asset'));
  const named =
    product?.type === 'course'
      ? namedCourses.data?.find((course) => course._id === product.id)?.title
      : namedAssets.data?.find((asset) => asset._id === product?.id)?.name;
  const naming = product?.type === 'course' ? namedCourses : namedAssets;
  const title = !product
    ? ''
    : (known?.title ?? named ?? (naming.isFetching || naming.isPending ? '' : TEXT.product.unknown));

  const [query, setQuery] = useState(title);
  const [shown, setShown] = useState(title);
  if (shown !== title) {
    // Chosen, named or cleared: the box shows the product's name, or nothing.
    setShown(title);
    setQuery(title);
  }
  const typed = useDebouncedValue(query.trim(), PICKER_PAUSE_MS);
  // Once a product is chosen, its name is in the box: suggest the others too, not just it.
  const q = product && typed === title ? '' : typed;
  const courses = useCourseOptions(q);
  const assets = useAssetOptions(q);
  const options =
    courses.data && assets.data
      ? [...courses.data.map(fromCourse), ...assets.data.map(fromAsset)]
      : undefined;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setQuery(title);
  };
  return (
    <div className="flex items-end gap-2" onBlur={leave}>
      <div className="min-w-0 flex-1">
        <Combobox<Product>
          label={TEXT.product.label}
          placeholder={TEXT.product.placeholder}
          query={query}
          onQueryChange={(text) => {
            setQuery(text);
            if (text === '' && product) onChange(undefined);
          }}
          options={options}
          loading={courses.isFetching || assets.isFetching || query.trim() !== typed}
          stale={query.trim() !== typed || courses.isPlaceholderData || assets.isPlaceholderData}
          failed={courses.isError || assets.isError ? TEXT.product.failed : undefined}
          optionKey={(option) => option.id}
          isSelected={(option) => option.id === product?.id}
          onChoose={(option) => {
            setPicked(option);
            setQuery(option.title);
            onChange({ type: option.type, id: option.id });
          }}
          noMatches={TEXT.product.noMatches(q)}
          renderOption={(option) => (
            <>
              <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{option.title}</span>
              <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-medium text-ink-soft">
                {TEXT.product.kinds[option.type]}
              </span>
              <span className="w-16 shrink-0 text-right text-xs text-ink-muted tabular-nums">
                {formatRupees(option.price)}
              </span>
            </>
          )}
        />
      </div>
      {product && (
        <button
          type="button"
          className="btn-outline size-[2.875rem] shrink-0 px-0"
          aria-label={TEXT.product.clear(title || TEXT.product.unknown)}
          onClick={(event) => {
            // The button goes with the filter: the focus goes back to the box, empty.
            event.currentTarget.parentElement?.querySelector('input')?.focus();
            onChange(undefined);
          }}
        >
          <X size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}

/** Long review text shows its first lines, with Show all. */
const CLAMP_CHARS = 360;
const CLAMP_LINES = 6;

function ReviewText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
  return (
    <>
      <p
        id={id}
        translate="no"
        className={`leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft ${
          long && !open ? 'line-clamp-5' : ''
        }`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 text-sm font-semibold text-accent-strong underline underline-offset-2 hover:text-ink"
        >
          {open ? TEXT.showLess : TEXT.showAll}
        </button>
      )}
    </>
  );
}

type Action = 'hide' | 'reply' | 'delete';

/** One review, as a card: its stars, product, author and date, its words, the reply and the actions. */
function ReviewCard({ review, onAction }: { review: AdminReview; onAction: (action: Action) => void }) {
  const show = useSetReviewHidden();
  const headingId = useId();
  const productLink =
    review.product.type === 'course'
      ? paths.admin.editCourse(review.product.id)
      : paths.admin.editAsset(review.product.id);
  const link = 'underline decoration-line underline-offset-2 hover:decoration-ink';
  return (
    <article
      aria-label={TEXT.review(review)}
      className={`rounded-[var(--radius-card)] border p-4 sm:p-5 lg:grid lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] lg:gap-x-8 ${
        review.hidden ? 'border-dashed border-line-strong/60 bg-paper' : 'border-line bg-white'
      }`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 lg:block">
          <RatingStars average={review.rating} />
          <p className="text-sm text-ink-muted lg:mt-1.5">
            <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
          </p>
        </div>
        <h2 id={headingId} className="mt-2 font-sans text-base leading-snug font-semibold tracking-normal">
          <Link to={productLink} title={TEXT.editProduct(review)} className={`text-ink ${link}`}>
            {review.product.title || TEXT.product.unknown}
          </Link>{' '}
          <span className="ml-1 inline-block rounded-full bg-sand px-2 py-0.5 align-middle text-[11px] font-medium text-ink-soft">
            {TEXT.product.kinds[review.product.type]}
          </span>
        </h2>
        <p className="mt-1 text-sm text-ink" translate="no">
          {review.author.name}
        </p>
        <a
          href={`mailto:${review.author.email}`}
          className={`text-sm [overflow-wrap:anywhere] text-ink-soft ${link}`}
        >
          {review.author.email}
        </a>
      </div>
      <div className="mt-3 min-w-0 lg:mt-0">
        {review.hidden && (
          <p className="mb-2 inline-flex max-w-full items-start gap-1.5 rounded-xl bg-danger-soft px-2.5 py-1 text-xs font-semibold text-danger">
            <EyeOff size={14} className="mt-px shrink-0" aria-hidden />
            <span className="[overflow-wrap:anywhere]">{TEXT.hiddenBadge(review.hidden.reason)}</span>
          </p>
        )}
        <ReviewText text={review.text} />
        {review.reply && (
          <div className="mt-3 rounded-2xl bg-sand px-4 py-3">
            <p className="text-sm font-semibold">
              {TEXT.reply}
              <span className="font-normal whitespace-nowrap text-ink-muted">
                {' · '}
                <time dateTime={review.reply.createdAt}>{formatDay(review.reply.createdAt)}</time>
              </span>
            </p>
            <p className="mt-1 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft">
              {review.reply.text}
            </p>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline px-4 py-2 max-sm:px-3"
            aria-label={review.reply ? TEXT.actionNames.editReply(review) : TEXT.actionNames.reply(review)}
            onClick={() => onAction('reply')}
          >
            <MessageSquareReply size={16} aria-hidden />
            {review.reply ? TEXT.actions.editReply : TEXT.actions.reply}
          </button>
          {/* One button for Hide and Show, so the focus comes back to it after either. */}
          <button
            type="button"
            className="btn-outline px-4 py-2 max-sm:px-3"
            disabled={show.isPending}
            aria-busy={show.isPending}
            aria-label={review.hidden ? TEXT.actionNames.show(review) : TEXT.actionNames.hide(review)}
            onClick={() => {
              if (!review.hidden) return onAction('hide');
              show.mutate(
                { review, reason: null },
                {
                  onSuccess: ({ message }) => notify.success(message, TOAST_DEFAULT_MS),
                  onError: (error) => notify.error(errorMessage(error, TEXT.showFailed), TOAST_DEFAULT_MS),
                },
              );
            }}
          >
            {show.isPending ? (
              <LoaderCircle size={16} className="animate-spin" aria-hidden />
            ) : review.hidden ? (
              <Eye size={16} aria-hidden />
            ) : (
              <EyeOff size={16} aria-hidden />
            )}
            {review.hidden ? TEXT.actions.show : TEXT.actions.hide}
          </button>
          <button
            type="button"
            className="btn border border-danger/40 bg-white px-4 py-2 text-danger hover:border-danger max-sm:px-3"
            aria-label={TEXT.actionNames.delete(review)}
            onClick={() => onAction('delete')}
          >
            <Trash2 size={16} aria-hidden />
            {TEXT.actions.delete}
          </button>
        </div>
      </div>
    </article>
  );
}

/** /admin/reviews (issue 30): every review, filtered by product, stars and visibility, to moderate. */
export function ReviewsPage() {
  // The filters and the page live in the URL, so Back and a reload return to them.
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useAdminReviews(filters);
  const hide = useSetReviewHidden();
  const reply = useReplyToReview();
  const remove = useDeleteReview();
  const [dialog, setDialog] = useState<{ action: Action; review: AdminReview } | null>(null);

  const show = (change: Partial<ReviewFilters>) => {
    const next = filterParams({ ...filters, page: 1, ...change });
    if (next.toString() !== params.toString()) setParams(next);
  };
  const clear = () => show({ product: undefined, rating: undefined, hidden: undefined });
  const visibility = visibilityOf(filters.hidden);
  const filtered = filters.product !== undefined || filters.rating !== undefined;

  const open = (action: Action, review: AdminReview) => {
    ({ hide, reply, delete: remove })[action].reset();
    setDialog({ action, review });
  };
  const close = () => setDialog(null);
  const done = ({ message }: { message: string }) => {
    close();
    notify.success(message, TOAST_DEFAULT_MS);
  };
  const hiding = dialog?.action === 'hide' ? dialog.review : null;
  const replying = dialog?.action === 'reply' ? dialog.review : null;
  const deleting = dialog?.action === 'delete' ? dialog.review : null;
  const reasonError = namedField(hide.error, ['reason']);
  const replyError = namedField(reply.error, ['text']);

  let body;
  if (list.isPending) body = <PageSpinner label={TEXT.loading} />;
  else if (list.isError) body = <QueryError query={list} title={TEXT.loadFailed} />;
  else {
    const { data: rows, pagination } = list.data;
    const pages = pageCount(pagination);
    if (rows.length === 0 && pagination.total > 0) {
      body = (
        <EmptyState icon={SearchX} title={TEXT.empty.pastEnd(filters.page)}>
          <p>{TEXT.empty.pastEndBody(pagination.total, pages)}</p>
          <Link
            to={{ search: filterParams({ ...filters, page: pages }).toString() }}
            className="btn-outline mt-5"
          >
            {TEXT.empty.goTo(pages)}
          </Link>
        </EmptyState>
      );
    } else if (rows.length === 0) {
      const empty = filtered
        ? TEXT.empty.filtered
        : visibility === 'all'
          ? TEXT.empty.none
          : TEXT.empty[visibility];
      body = (
        <EmptyState icon={filtered ? SearchX : MessageSquareQuote} title={empty.title}>
          <p>{empty.body}</p>
          {filtered && (
            <button type="button" className="btn-outline mt-5" onClick={clear}>
              <X size={16} aria-hidden />
              {TEXT.clearFilters}
            </button>
          )}
        </EmptyState>
      );
    } else {
      body = (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="mb-3 text-sm text-ink-muted">{TEXT.total(pagination.total)}</p>
          <ul
            aria-label={TEXT.list}
            className={`space-y-3 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {rows.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} onAction={(action) => open(action, review)} />
              </li>
            ))}
          </ul>
          <Pager label={TEXT.pages} page={pagination.page} pages={pages} onPage={(page) => show({ page })}>
            {TEXT.pageOf(pagination.page, pages, pagination.total)}
          </Pager>
        </div>
      );
    }
  }

  return (
    <>
      <AdminPageHeader title={TEXT.title} description={TEXT.description} />
      <section
        aria-label={TEXT.filters}
        className="mb-5 grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-end lg:grid-cols-[minmax(0,28rem)_10rem_auto]"
      >
        <ProductFilter product={filters.product} onChange={(product) => show({ product })} />
        <SelectInput
          label={TEXT.stars.label}
          value={filters.rating ? String(filters.rating) : ''}
          onChange={(event) =>
            show({ rating: REVIEW_RATINGS.find((stars) => String(stars) === event.target.value) })
          }
          placeholder={TEXT.stars.any}
          options={[...REVIEW_RATINGS]
            .reverse()
            .map((stars) => ({ value: String(stars), label: TEXT.stars.option(stars) }))}
        />
        {filtered && (
          <button
            type="button"
            className="btn-outline sm:col-span-2 lg:col-span-1 lg:justify-self-start"
            onClick={clear}
          >
            <X size={16} aria-hidden />
            {TEXT.clearFilters}
          </button>
        )}
      </section>
      <Tabs
        label={TEXT.tabs}
        items={VISIBILITIES.map((value) => ({ value, label: TEXT.visibility[value] }))}
        value={visibility}
        onValueChange={(next) => show({ hidden: hiddenOf(next) })}
      >
        {body}
      </Tabs>

      <TextDialog
        open={hiding !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={TEXT.hideDialog.title}
        description={hiding ? TEXT.hideDialog.description(hiding) : ''}
        label={TEXT.hideDialog.label}
        hint={TEXT.hideDialog.hint}
        maxLength={REASON_MAX}
        validate={(reason) =>
          reason === ''
            ? TEXT.hideDialog.empty
            : reason.length > REASON_MAX
              ? TEXT.hideDialog.tooLong(reason.length)
              : undefined
        }
        onSubmit={(reason) => hiding && hide.mutate({ review: hiding, reason }, { onSuccess: done })}
        confirmLabel={TEXT.hideDialog.confirm}
        cancelLabel={TEXT.cancel}
        pending={hide.isPending}
        fieldError={reasonError?.message}
        error={hide.isError && !reasonError ? errorMessage(hide.error, TEXT.hideDialog.failed) : null}
      />
      <TextDialog
        open={replying !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={replying ? TEXT.replyDialog.title(replying) : ''}
        description={replying ? TEXT.replyDialog.description(replying) : ''}
        label={TEXT.replyDialog.label}
        hint={TEXT.replyDialog.hint}
        initialValue={replying?.reply?.text ?? ''}
        maxLength={REVIEW_TEXT_MAX}
        validate={(text) =>
          text === ''
            ? TEXT.replyDialog.empty
            : text.length > REVIEW_TEXT_MAX
              ? TEXT.replyDialog.tooLong(text.length)
              : undefined
        }
        onSubmit={(text) => replying && reply.mutate({ review: replying, text }, { onSuccess: done })}
        confirmLabel={TEXT.replyDialog.confirm}
        cancelLabel={TEXT.cancel}
        pending={reply.isPending}
        fieldError={replyError?.message}
        error={reply.isError && !replyError ? errorMessage(reply.error, TEXT.replyDialog.failed) : null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={TEXT.deleteDialog.title}
        description={deleting ? TEXT.deleteDialog.description(deleting) : ''}
        confirmLabel={TEXT.deleteDialog.confirm}
        cancelLabel={TEXT.deleteDialog.keep}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, TEXT.deleteDialog.failed) : null}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: done })}
      />
    </>
  );
}
