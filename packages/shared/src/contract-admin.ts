/** The admin area's endpoints in the ApiContract (contract.ts). */
import type {
  adminBundleListQuerySchema,
  bundleInputSchema,
  bundleListResponseSchema,
  bundleResponseSchema,
  bundleSavedResponseSchema,
} from './bundles';
import type { z } from 'zod';
import type {
  grantManualAccessBodySchema,
  grantManualAccessResponseSchema,
  manualAccessListResponseSchema,
  removeManualAccessBodySchema,
  studentSearchQuerySchema,
  studentSearchResponseSchema,
} from './admin-access';
import type { accountStatusResponseSchema, auditQuerySchema, auditResponseSchema } from './admin-audit';
import type { dashboardResponseSchema } from './admin-dashboard';
import type {
  adminJobActionResponseSchema,
  adminJobsQuerySchema,
  adminJobsResponseSchema,
} from './admin-jobs';
import type {
  mediaDeleteResponseSchema,
  mediaResumableResultResponseSchema,
  mediaUploadResponseSchema,
  videoStreamRetryResponseSchema,
  videoStreamsQuerySchema,
  videoStreamsResponseSchema,
} from './admin-media';
import type {
  adminOrderDetailResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRefundBodySchema,
  adminRefundResponseSchema,
  reconciliationSummaryResponseSchema,
  resendReceiptResponseSchema,
} from './admin-orders';
import type { allUsersQuerySchema, allUsersResponseSchema, messageResponseSchema } from './auth';
import type { captionsInputSchema, captionsSavedResponseSchema } from './captions';
import type {
  adminAssetDetailResponseSchema,
  assetInputSchema,
  assetListResponseSchema,
  assetSavedResponseSchema,
  assetUpdateInputSchema,
} from './catalogue-assets';
import type {
  courseDetailResponseSchema,
  courseInputSchema,
  courseListResponseSchema,
  courseSavedResponseSchema,
} from './catalogue-courses';
import type {
  couponInputSchema,
  couponResponseSchema,
  couponSavedResponseSchema,
  couponsResponseSchema,
  couponUpdateSchema,
} from './coupons';
import type { enquiryListQuerySchema, enquiryListResponseSchema } from './enquiries';
import type {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewReplyInputSchema,
  adminReviewResponseSchema,
  adminReviewVisibilitySchema,
} from './reviews';
import type {
  adminProjectListQuerySchema,
  adminProjectListResponseSchema,
  adminProjectResponseSchema,
  projectReviewInputSchema,
} from './projects';
import type {
  outboxMessageResponseSchema,
  outboxQuerySchema,
  outboxResendResponseSchema,
  outboxResponseSchema,
} from './mail';
import type {
  adminAssetListQuerySchema,
  adminCouponListQuerySchema,
  adminCourseListQuerySchema,
  adminManualAccessListQuerySchema,
} from './paging';

export type AdminContract = {
  // Catalogue: courses
  'GET /admin/course/get': {
    response: z.output<typeof courseListResponseSchema>;
    query: z.input<typeof adminCourseListQuerySchema>;
  };
  'GET /admin/course/get/details/:id': { response: z.output<typeof courseDetailResponseSchema> };
  'POST /admin/course/add': {
    response: z.output<typeof courseSavedResponseSchema>;
    body: z.input<typeof courseInputSchema>;
  };
  'PUT /admin/course/update/:id': {
    response: z.output<typeof courseSavedResponseSchema>;
    body: z.input<typeof courseInputSchema>;
  };
  'DELETE /admin/course/delete/:id': { response: z.output<typeof messageResponseSchema> };
  'PUT /admin/course/:id/lecture/:lectureId/captions/:language': {
    response: z.output<typeof captionsSavedResponseSchema>;
    body: z.input<typeof captionsInputSchema>;
  };
  'DELETE /admin/course/:id/lecture/:lectureId/captions/:language': {
    response: z.output<typeof messageResponseSchema>;
  };

  // Assets
  'GET /admin/digital-assets/get': {
    response: z.output<typeof assetListResponseSchema>;
    query: z.input<typeof adminAssetListQuerySchema>;
  };
  'GET /admin/digital-assets/detail/:id': { response: z.output<typeof adminAssetDetailResponseSchema> };
  'POST /student/digital-assets/create': {
    response: z.output<typeof assetSavedResponseSchema>;
    body: z.input<typeof assetInputSchema>;
  };
  'PUT /student/digital-assets/update/:id': {
    response: z.output<typeof assetSavedResponseSchema>;
    body: z.input<typeof assetUpdateInputSchema>;
  };
  'DELETE /student/digital-assets/delete/:id': { response: z.output<typeof messageResponseSchema> };

  // Auth
  'GET /auth/all-users': {
    response: z.output<typeof allUsersResponseSchema>;
    query: z.input<typeof allUsersQuerySchema>;
  };

  // Coupons
  'GET /admin/bundles': {
    response: z.output<typeof bundleListResponseSchema>;
    query: z.input<typeof adminBundleListQuerySchema>;
  };
  'GET /admin/bundles/:id': { response: z.output<typeof bundleResponseSchema> };
  'POST /admin/bundles': {
    response: z.output<typeof bundleSavedResponseSchema>;
    body: z.input<typeof bundleInputSchema>;
  };
  'PUT /admin/bundles/:id': {
    response: z.output<typeof bundleSavedResponseSchema>;
    body: z.input<typeof bundleInputSchema>;
  };
  'DELETE /admin/bundles/:id': { response: z.output<typeof messageResponseSchema> };
  'GET /admin/coupon/all': {
    response: z.output<typeof couponsResponseSchema>;
    query: z.input<typeof adminCouponListQuerySchema>;
  };
  'GET /admin/coupon/:code': { response: z.output<typeof couponResponseSchema> };
  'POST /admin/coupon/create': {
    response: z.output<typeof couponSavedResponseSchema>;
    body: z.input<typeof couponInputSchema>;
  };
  'PATCH /admin/coupon/:id': {
    response: z.output<typeof couponSavedResponseSchema>;
    body: z.input<typeof couponUpdateSchema>;
  };
  'DELETE /admin/coupon/:id': { response: z.output<typeof messageResponseSchema> };

  // Enquiries
  'GET /admin/enquiries': {
    response: z.output<typeof enquiryListResponseSchema>;
    query: z.input<typeof enquiryListQuerySchema>;
  };

  // Reviews (issue 30)
  'GET /admin/reviews': {
    response: z.output<typeof adminReviewListResponseSchema>;
    query: z.input<typeof adminReviewListQuerySchema>;
  };
  'PATCH /admin/reviews/:id': {
    response: z.output<typeof adminReviewResponseSchema>;
    body: z.input<typeof adminReviewVisibilitySchema>;
  };
  'POST /admin/reviews/:id/reply': {
    response: z.output<typeof adminReviewResponseSchema>;
    body: z.input<typeof adminReviewReplyInputSchema>;
  };

  // Student projects (issue 30)
  'GET /admin/projects': {
    response: z.output<typeof adminProjectListResponseSchema>;
    query: z.input<typeof adminProjectListQuerySchema>;
  };
  'GET /admin/projects/:id': { response: z.output<typeof adminProjectResponseSchema> };
  'POST /admin/projects/:id/review': {
    response: z.output<typeof adminProjectResponseSchema>;
    body: z.input<typeof projectReviewInputSchema>;
  };

  // Admin
  'GET /admin/dashboard': { response: z.output<typeof dashboardResponseSchema> };
  'GET /admin/course/all-manual-access': {
    response: z.output<typeof manualAccessListResponseSchema>;
    query: z.input<typeof adminManualAccessListQuerySchema>;
  };
  'POST /admin/course/grant-manual-access': {
    response: z.output<typeof grantManualAccessResponseSchema>;
    body: z.input<typeof grantManualAccessBodySchema>;
  };
  'DELETE /admin/course/remove-manual-access': {
    response: z.output<typeof messageResponseSchema>;
    body: z.input<typeof removeManualAccessBodySchema>;
  };
  'GET /admin/users/search': {
    response: z.output<typeof studentSearchResponseSchema>;
    query: z.input<typeof studentSearchQuerySchema>;
  };
  'POST /admin/users/:id/disable': { response: z.output<typeof accountStatusResponseSchema> };
  'POST /admin/users/:id/enable': { response: z.output<typeof accountStatusResponseSchema> };
  'GET /admin/audit': {
    response: z.output<typeof auditResponseSchema>;
    query: z.input<typeof auditQuerySchema>;
  };
  'GET /admin/outbox': {
    response: z.output<typeof outboxResponseSchema>;
    query: z.input<typeof outboxQuerySchema>;
  };
  'GET /admin/outbox/:id': { response: z.output<typeof outboxMessageResponseSchema> };
  'POST /admin/outbox/:id/resend': { response: z.output<typeof outboxResendResponseSchema> };
  'GET /admin/jobs': {
    response: z.output<typeof adminJobsResponseSchema>;
    query: z.input<typeof adminJobsQuerySchema>;
  };
  'POST /admin/jobs/:id/retry': { response: z.output<typeof adminJobActionResponseSchema> };
  'POST /admin/jobs/:id/discard': { response: z.output<typeof adminJobActionResponseSchema> };
  'GET /admin/orders': {
    response: z.output<typeof adminOrdersResponseSchema>;
    query: z.input<typeof adminOrdersQuerySchema>;
  };
  'GET /admin/orders/:orderId': { response: z.output<typeof adminOrderDetailResponseSchema> };
  'POST /admin/orders/:orderId/refund': {
    response: z.output<typeof adminRefundResponseSchema>;
    body: z.input<typeof adminRefundBodySchema>;
  };
  'POST /admin/orders/:orderId/resend-receipt': { response: z.output<typeof resendReceiptResponseSchema> };
  'GET /admin/payments/reconciliation': { response: z.output<typeof reconciliationSummaryResponseSchema> };

  // Media
  'POST /media/upload': { response: z.output<typeof mediaUploadResponseSchema> };
  'DELETE /media/delete/:id': { response: z.output<typeof mediaDeleteResponseSchema> };
  'GET /media/uploads/:id': { response: z.output<typeof mediaResumableResultResponseSchema> };
  'GET /admin/media/streams': {
    response: z.output<typeof videoStreamsResponseSchema>;
    query: z.input<typeof videoStreamsQuerySchema>;
  };
  'POST /admin/media/streams/:id/retry': { response: z.output<typeof videoStreamRetryResponseSchema> };
};
