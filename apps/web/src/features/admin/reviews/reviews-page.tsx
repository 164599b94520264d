import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { pageCount } from '@academy/shared/paging';
import { REVIEW_PRODUCT_TYPES, REVIEW_RATINGS, REVIEW_TEXT_MAX } from '@academy/shared/review-rules';
import type { AdminReview } from '@academy/shared/reviews';
import { MessageSquareQuote, SearchX, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/error-message';
import { namedField } from '@/lib/named-field';
import { notify } from '@/lib/toast';
import {
  type ReviewFilters,
  useAdminReviews,
  useDeleteReview,
  useReplyToReview,
  useSetReviewHidden,
} from '../api/reviews';
import { AdminPageHeader } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SelectInput } from '../components/fields';
import { Pager } from '../components/pager';
import { Tabs } from '../components/tabs';
import { TextDialog } from '../components/text-dialog';
import { readPage, withPage } from '../lib/table-search';

import { type Action, ReviewCard } from './review-card';
import { ProductFilter } from './product-filter';
import { REASON_MAX, TEXT, VISIBILITIES, type Visibility } from './reviews-text';

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
