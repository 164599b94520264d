import type { AdminOrderDetail, AdminRefundBody } from '@academy/shared/admin-orders';
import type { OrderStatus } from '@academy/shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { saveBlob } from '@/lib/save-file';

/** The register's search as the Orders page keeps it in its URL. Blank values mean no filter. */
export type OrderSearch = {
  q: string;
  status: OrderStatus | '';
  /** India calendar days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  page: number;
};

/** The query string of a search, without its blanks and without page 1. */
export function orderSearchParams(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** `GET /admin/orders`: the order register, newest first, a page at a time. */
export const useAdminOrders = (search: OrderSearch) =>
  useQuery({
    queryKey: adminKeys.orderPage(search),
    queryFn: () => api.get('/admin/orders', { query: orderSearchParams(search) }).then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/orders/{orderId}`: one order with its buyer, payment, documents and refunds. */
export const useAdminOrder = (orderId: string) =>
  useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: () => api.get('/admin/orders/:orderId', { params: { orderId } }).then((body) => body.data),
  });

/**
 * `POST /admin/orders/{orderId}/refund`: the whole order back to the buyer. Answers the order as
 * it now is; 409 with the reason when it cannot be refunded (not paid, already refunded).
 */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundBody) =>
      api.post('/admin/orders/:orderId/refund', { params: { orderId }, body }),
    onSuccess: ({ data }) => {
      // Shown at once; the refetch below brings the admin's own fields up to date too.
      queryClient.setQueryData<AdminOrderDetail>(adminKeys.order(orderId), (previous) =>
        previous ? { ...previous, ...data } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reconciliation });
    },
  });
}

/**
 * `POST /admin/orders/{orderId}/resend-receipt`: the receipt and its invoice emailed to the buyer
 * again. 409 with the reason for an order that is not paid.
 */
export const useResendReceipt = (orderId: string) =>
  useMutation({
    mutationFn: () => api.post('/admin/orders/:orderId/resend-receipt', { params: { orderId } }),
  });

/** An invoice or credit note PDF (the detail's `/api/...` URL), saved as its number. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: ({ url }: { url: string; number: string }) => api.blob(url.replace(/^\/api(?=\/)/, '')),
    onSuccess: (blob, { number }) => saveBlob(blob, `${number.replaceAll('/', '-')}.pdf`),
  });
}

/** `GET /admin/orders/export.csv`: the GST register of the days `from` to `to`, saved as a file. */
export function useExportGstRegister() {
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      api.blob('/admin/orders/export.csv', { query: { from, to } }),
    onSuccess: (blob, { from, to }) => saveBlob(blob, `gst-register-${from}-to-${to}.csv`),
  });
}

/** `GET /admin/payments/reconciliation`: what the job that asks the gateway about unpaid orders found. */
export const useReconciliation = () =>
  useQuery({
    queryKey: adminKeys.reconciliation,
    queryFn: () => api.get('/admin/payments/reconciliation').then((body) => body.data),
    retry: false,
  });
