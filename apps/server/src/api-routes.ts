import type { FastifyPluginAsync } from 'fastify';
import type { Adapters } from './adapters';
import type { Config } from './config';
import type { OrderContext } from './workflows/checkout/checkout';
import { accountRoutes } from './workflows/account/routes';
import { assetRoutes } from './modules/assets/routes';
import { bundleRoutes } from './modules/bundles/routes';
import { refuseIfBundled } from './modules/bundles/service';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { cartRoutes } from './modules/cart/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { couponRoutes } from './modules/coupons/routes';
import { couponQuoteRoutes } from './modules/orders/coupon-quote-routes';
import { captionRoutes } from './modules/courses/caption-routes';
import { courseRoutes } from './modules/courses/routes';
import { clientErrorRoutes } from './modules/client-errors/routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { projectRoutes } from './modules/projects/routes';
import { deleteProjectsOfCourse } from './modules/projects/changes';
import { projectReviewRoutes } from './workflows/project-review/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { healthRoutes } from './modules/health/routes';
import { invoiceRoutes } from './modules/orders/invoice-routes';
import { mediaRoutes } from './modules/media/routes';
import { mayStreamLectureVideo } from './modules/courses/stream-access';
import { mediaUploadRoutes } from './modules/media/upload-routes';
import { mediaRemovalRoutes } from './workflows/media-removal/routes';
import { mediaStreamRoutes } from './modules/media/stream-routes';
import { manualAccessRoutes } from './workflows/grants/routes';
import { adminRoutes } from './modules/admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { userAdminRoutes } from './modules/users/routes';
import { adminJobRoutes } from './modules/admin-jobs/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { orderRoutes } from './modules/orders/routes';
import { checkoutRoutes } from './workflows/checkout/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { paymentRoutes } from './workflows/payments/routes';
import { refundRoutes } from './workflows/refunds/routes';
import { progressRoutes } from './modules/progress/routes';
import { offlineRoutes } from './modules/offline/routes';
import { purchaseRoutes } from './modules/purchases/routes';
import { mediaResumableRoutes } from './modules/media/resumable-routes';
import { shareCardRoutes } from './modules/share-cards/routes';
import { searchRoutes } from './modules/search/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { giftRoutes } from './workflows/gifts/routes';

export type ApiRoutesOptions = {
  config: Config;
  adapters: Adapters;
  /** The checkout's database, gateway, invoicing and jobs, shared with the reconciliation job. */
  orderContext: OrderContext;
  now?: (() => Date) | undefined;
};

/**
 * Every module's and workflow's routes, under `/api`, and what app.ts, the composition root,
 * passes the lower modules of the higher ones' (decision 031): the media stream route asks the
 * courses module who may watch, and a deletion asks the bundles and projects modules.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  api,
  { config, adapters, orderContext, now },
) => {
  const { pdfWorkers, resumable } = adapters;
  const { gateway } = orderContext;
  await api.register(healthRoutes);
  await api.register(searchRoutes, {
    recordRateLimitPerMinute: config.searchRecordRateLimitPerMinute,
  });
  await api.register(enquiryRoutes, {
    rateLimitPerHour: config.enquiryRateLimitPerHour,
    forwardUrl: config.enquiryForwardUrl,
  });
  await api.register(clientErrorRoutes);
  await api.register(reviewRoutes);
  await api.register(projectRoutes);
  await api.register(projectReviewRoutes);
  // A course or asset in a bundle stays until taken out of it. A course's projects go with it:
  // those of students whose access ended (a refund) would otherwise leave their files behind.
  await api.register(courseRoutes, {
    whenDeleting: async (tx, courseId) => {
      await refuseIfBundled(tx, 'course', courseId);
      await deleteProjectsOfCourse(tx, courseId);
    },
  });
  await api.register(captionRoutes);
  await api.register(assetRoutes, {
    whenDeleting: (tx, assetId) => refuseIfBundled(tx, 'asset', assetId),
  });
  await api.register(bundleRoutes);
  await api.register(mediaRoutes, {
    now,
    mayStream: (viewerId, videoId) => mayStreamLectureVideo(api.db, viewerId, videoId),
  });
  await api.register(mediaUploadRoutes, { limits: config.media.maxBytes });
  await api.register(mediaRemovalRoutes);
  await api.register(mediaResumableRoutes, { limits: config.media.maxBytes, store: resumable });
  await api.register(mediaStreamRoutes);
  await api.register(manualAccessRoutes);
  await api.register(adminRoutes);
  await api.register(outboxRoutes);
  await api.register(auditRoutes);
  await api.register(userAdminRoutes);
  await api.register(adminJobRoutes);
  await api.register(adminOrderRoutes, { invoicing: config.invoicing });
  await api.register(couponRoutes);
  await api.register(couponQuoteRoutes);
  await api.register(cartRoutes);
  await api.register(wishlistRoutes);
  await api.register(purchaseRoutes);
  await api.register(progressRoutes, { now });
  await api.register(offlineRoutes);
  await api.register(certificateRoutes, { publicUrl: config.publicUrl, pdfWorkers });
  await api.register(shareCardRoutes);
  await api.register(orderRoutes, { invoicing: config.invoicing });
  await api.register(checkoutRoutes, {
    gateway,
    invoicing: config.invoicing,
    createRateLimitPerMinute: config.orderRateLimitPerMinute,
  });
  await api.register(giftRoutes, { secret: config.jwtSecret });
  await api.register(paymentRoutes, { context: orderContext });
  await api.register(refundRoutes, { invoicing: config.invoicing });
  await api.register(invoiceRoutes, { pdfWorkers });
  await api.register(authRoutes, {
    google: adapters.googleSignIn,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    publicUrl: config.publicUrl,
  });
  await api.register(accountRoutes, { publicUrl: config.publicUrl, unsubscribeSecret: config.jwtSecret });
  await api.register(billingRoutes);
};
