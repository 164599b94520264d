import {
  accountResponseSchema,
  unsubscribeResponseSchema,
  accountUpdateResponseSchema,
  passwordChangeResponseSchema,
} from '@academy/shared/account';
import {
  grantManualAccessResponseSchema,
  manualAccessListResponseSchema,
  studentSearchResponseSchema,
} from '@academy/shared/admin-access';
import { accountStatusResponseSchema, auditResponseSchema } from '@academy/shared/admin-audit';
import { dashboardResponseSchema } from '@academy/shared/admin-dashboard';
import { adminJobActionResponseSchema, adminJobsResponseSchema } from '@academy/shared/admin-jobs';
import {
  mediaDeleteResponseSchema,
  mediaResumableResultResponseSchema,
  mediaUploadResponseSchema,
  videoStreamRetryResponseSchema,
  videoStreamsResponseSchema,
} from '@academy/shared/admin-media';
import {
  adminOrderDetailResponseSchema,
  adminOrdersResponseSchema,
  adminRefundResponseSchema,
  reconciliationSummaryResponseSchema,
  resendReceiptResponseSchema,
} from '@academy/shared/admin-orders';
import {
  bundleListResponseSchema,
  bundleResponseSchema,
  bundleSavedResponseSchema,
} from '@academy/shared/bundles';
import {
  allUsersResponseSchema,
  authConfigResponseSchema,
  checkAuthResponseSchema,
  googleResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  verifyEmailResponseSchema,
} from '@academy/shared/auth';
import { captionsSavedResponseSchema } from '@academy/shared/captions';
import { cartResponseSchema } from '@academy/shared/cart';
import {
  adminAssetDetailResponseSchema,
  assetDetailResponseSchema,
  assetListResponseSchema,
  assetSavedResponseSchema,
  assetSummariesResponseSchema,
} from '@academy/shared/catalogue-assets';
import {
  courseDetailResponseSchema,
  courseListResponseSchema,
  courseSavedResponseSchema,
  courseSummariesResponseSchema,
} from '@academy/shared/catalogue-courses';
import {
  cartOrderCreatedResponseSchema,
  orderCreatedResponseSchema,
  sandboxPayResponseSchema,
  verifyPaymentResponseSchema,
} from '@academy/shared/checkout';
import {
  activeCouponsResponseSchema,
  couponApplyResponseSchema,
  couponResponseSchema,
  couponSavedResponseSchema,
  couponsResponseSchema,
} from '@academy/shared/coupons';
import { enquiryListResponseSchema, enquiryReceivedResponseSchema } from '@academy/shared/enquiries';
import {
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  reviewDeletedResponseSchema,
  reviewListResponseSchema,
  myReviewResponseSchema,
  reviewSavedResponseSchema,
} from '@academy/shared/reviews';
import {
  adminProjectListResponseSchema,
  adminProjectResponseSchema,
  courseProjectsResponseSchema,
  myCourseProjectResponseSchema,
  projectDeletedResponseSchema,
  projectPageResponseSchema,
  studentProjectResponseSchema,
  studentProjectsResponseSchema,
} from '@academy/shared/projects';
import { billingDetailsResponseSchema } from '@academy/shared/gst';
import {
  certificateVerificationResponseSchema,
  courseProgressResponseSchema,
  watchReportResponseSchema,
} from '@academy/shared/learning';
import {
  outboxMessageResponseSchema,
  outboxResendResponseSchema,
  outboxResponseSchema,
} from '@academy/shared/mail';
import { orderDetailResponseSchema, ordersResponseSchema } from '@academy/shared/orders';
import {
  assetDownloadResponseSchema,
  purchasedAssetsResponseSchema,
  purchasedCoursesResponseSchema,
  purchaseInfoResponseSchema,
} from '@academy/shared/purchases';
import { searchRecordResponseSchema, searchResponseSchema } from '@academy/shared/search-api';
import { wishlistResponseSchema } from '@academy/shared/wishlist';
import {
  giftClaimResponseSchema,
  giftViewResponseSchema,
  orderGiftResponseSchema,
} from '@academy/shared/gifts';
import {
  offlineCheckResponseSchema,
  offlineCourseResponseSchema,
  offlinePlanResponseSchema,
  offlineReleaseResponseSchema,
} from '@academy/shared/offline';
import type { ApiContract, Endpoint } from '@academy/shared/contract';
import type { z } from 'zod';
/**
 * The schema each endpoint of the web's ApiContract (packages/shared/src/contract.ts) answers
 * with. The contract is types only, so the schemas are named here; the compiler holds this list
 * to the contract (every endpoint, each schema's output exactly the contract's response) and the
 * test below holds it to the server's routes.
 */
export const responseSchemas = {
  'GET /student/course/get': courseListResponseSchema,
  'GET /student/course/get/details/:id': courseDetailResponseSchema,
  'GET /student/course/recommendations': courseSummariesResponseSchema,
  'GET /student/course/search': searchResponseSchema,
  'POST /search/record': searchRecordResponseSchema,
  'GET /admin/course/get': courseListResponseSchema,
  'GET /admin/course/get/details/:id': courseDetailResponseSchema,
  'POST /admin/course/add': courseSavedResponseSchema,
  'PUT /admin/course/update/:id': courseSavedResponseSchema,
  'DELETE /admin/course/delete/:id': messageResponseSchema,
  'PUT /admin/course/:id/lecture/:lectureId/captions/:language': captionsSavedResponseSchema,
  'DELETE /admin/course/:id/lecture/:lectureId/captions/:language': messageResponseSchema,
  'GET /student/digital-assets/get': assetListResponseSchema,
  'GET /student/digital-assets/detail/:id': assetDetailResponseSchema,
  'GET /bundles': bundleListResponseSchema,
  'GET /bundles/:id': bundleResponseSchema,
  'GET /student/digital-assets/recommendation': assetSummariesResponseSchema,
  'GET /admin/digital-assets/get': assetListResponseSchema,
  'GET /admin/digital-assets/detail/:id': adminAssetDetailResponseSchema,
  'POST /student/digital-assets/create': assetSavedResponseSchema,
  'PUT /student/digital-assets/update/:id': assetSavedResponseSchema,
  'DELETE /student/digital-assets/delete/:id': messageResponseSchema,
  'POST /auth/register': messageResponseSchema,
  'POST /auth/login': loginResponseSchema,
  'GET /auth/check-auth': checkAuthResponseSchema,
  'POST /auth/logout': messageResponseSchema,
  'GET /auth/all-users': allUsersResponseSchema,
  'GET /auth/config': authConfigResponseSchema,
  'GET /google': googleResponseSchema,
  'POST /auth/forgot-password': messageResponseSchema,
  'POST /auth/reset-password': loginResponseSchema,
  'POST /auth/verify-email': verifyEmailResponseSchema,
  'POST /auth/resend-verification': messageResponseSchema,
  'GET /account': accountResponseSchema,
  'PATCH /account': accountUpdateResponseSchema,
  'DELETE /account': messageResponseSchema,
  'PUT /account/language': accountResponseSchema,
  'PUT /account/marketing-emails': accountResponseSchema,
  'POST /account/marketing-emails/unsubscribe': unsubscribeResponseSchema,
  'POST /account/password': passwordChangeResponseSchema,
  'POST /account/sign-out-everywhere': messageResponseSchema,
  'GET /account/billing': billingDetailsResponseSchema,
  'PUT /account/billing': billingDetailsResponseSchema,
  'GET /student/cart/get/:userId': cartResponseSchema,
  'POST /student/cart/add': cartResponseSchema,
  'POST /student/cart/assets/add': cartResponseSchema,
  'DELETE /student/cart/remove': cartResponseSchema,
  'DELETE /student/cart/assets/remove': cartResponseSchema,
  'POST /student/cart/bundles/add': cartResponseSchema,
  'DELETE /student/cart/bundles/remove': cartResponseSchema,
  'GET /wishlist': wishlistResponseSchema,
  'PUT /wishlist/:productType/:productId': wishlistResponseSchema,
  'DELETE /wishlist/:productType/:productId': wishlistResponseSchema,
  'POST /gifts/view': giftViewResponseSchema,
  'POST /gifts/claim': giftClaimResponseSchema,
  'GET /student/orders/:orderId/gift': orderGiftResponseSchema,
  'POST /student/orders/:orderId/gift/resend': orderGiftResponseSchema,
  'PUT /student/orders/:orderId/gift/recipient': orderGiftResponseSchema,
  'GET /student/offline/courses/:courseId': offlinePlanResponseSchema,
  'POST /student/offline/courses/:courseId': offlineCourseResponseSchema,
  'POST /student/offline/check': offlineCheckResponseSchema,
  'DELETE /student/offline/devices/:deviceId/courses/:courseId': offlineReleaseResponseSchema,
  'GET /coupons/active': activeCouponsResponseSchema,
  'POST /admin/coupon/apply': couponApplyResponseSchema,
  'GET /admin/bundles': bundleListResponseSchema,
  'GET /admin/bundles/:id': bundleResponseSchema,
  'POST /admin/bundles': bundleSavedResponseSchema,
  'PUT /admin/bundles/:id': bundleSavedResponseSchema,
  'DELETE /admin/bundles/:id': messageResponseSchema,
  'GET /admin/coupon/all': couponsResponseSchema,
  'GET /admin/coupon/:code': couponResponseSchema,
  'POST /admin/coupon/create': couponSavedResponseSchema,
  'PATCH /admin/coupon/:id': couponSavedResponseSchema,
  'DELETE /admin/coupon/:id': messageResponseSchema,
  'POST /student/order/create-order': orderCreatedResponseSchema,
  'POST /student/assets/order/create-order': orderCreatedResponseSchema,
  'POST /student/bundles/order/create-order': orderCreatedResponseSchema,
  'POST /create-order': cartOrderCreatedResponseSchema,
  'POST /student/order/verify-payment': verifyPaymentResponseSchema,
  'POST /student/assets/order/verify-payment': verifyPaymentResponseSchema,
  'POST /verify-order': verifyPaymentResponseSchema,
  'POST /payments/sandbox/pay': sandboxPayResponseSchema,
  'GET /student/orders': ordersResponseSchema,
  'GET /student/orders/:orderId': orderDetailResponseSchema,
  'GET /student/bought/get/:userId': purchasedCoursesResponseSchema,
  'GET /student/assets/bought/get/:userId': purchasedAssetsResponseSchema,
  'GET /student/course/purchase-info/:courseId/:userId': purchaseInfoResponseSchema,
  'GET /student/assets/bought/purchase-info/:assetId/:userId': purchaseInfoResponseSchema,
  'GET /student/assets/download/:assetId': assetDownloadResponseSchema,
  'GET /student/course-progress/get/:userId/:courseId': courseProgressResponseSchema,
  'POST /student/course-progress/watch': watchReportResponseSchema,
  'POST /student/course-progress/mark-lecture-viewed': courseProgressResponseSchema,
  'POST /student/course-progress/reset-progress': courseProgressResponseSchema,
  'GET /certificate/verify/:number': certificateVerificationResponseSchema,
  'POST /enquiries': enquiryReceivedResponseSchema,
  'GET /admin/enquiries': enquiryListResponseSchema,
  'GET /reviews': reviewListResponseSchema,
  'GET /reviews/mine': myReviewResponseSchema,
  'POST /reviews': reviewSavedResponseSchema,
  'DELETE /reviews/:id': reviewDeletedResponseSchema,
  'GET /admin/reviews': adminReviewListResponseSchema,
  'PATCH /admin/reviews/:id': adminReviewResponseSchema,
  'POST /admin/reviews/:id/reply': adminReviewResponseSchema,
  'GET /courses/:id/projects': courseProjectsResponseSchema,
  'GET /courses/:id/projects/mine': myCourseProjectResponseSchema,
  'POST /courses/:id/projects': studentProjectResponseSchema,
  'GET /projects/:id': projectPageResponseSchema,
  'DELETE /projects/:id': projectDeletedResponseSchema,
  'GET /student/projects': studentProjectsResponseSchema,
  'PATCH /student/projects/:id': studentProjectResponseSchema,
  'GET /admin/projects': adminProjectListResponseSchema,
  'GET /admin/projects/:id': adminProjectResponseSchema,
  'POST /admin/projects/:id/review': adminProjectResponseSchema,
  'GET /admin/dashboard': dashboardResponseSchema,
  'GET /admin/course/all-manual-access': manualAccessListResponseSchema,
  'POST /admin/course/grant-manual-access': grantManualAccessResponseSchema,
  'DELETE /admin/course/remove-manual-access': messageResponseSchema,
  'GET /admin/users/search': studentSearchResponseSchema,
  'POST /admin/users/:id/disable': accountStatusResponseSchema,
  'POST /admin/users/:id/enable': accountStatusResponseSchema,
  'GET /admin/audit': auditResponseSchema,
  'GET /admin/outbox': outboxResponseSchema,
  'GET /admin/outbox/:id': outboxMessageResponseSchema,
  'POST /admin/outbox/:id/resend': outboxResendResponseSchema,
  'GET /admin/jobs': adminJobsResponseSchema,
  'POST /admin/jobs/:id/retry': adminJobActionResponseSchema,
  'POST /admin/jobs/:id/discard': adminJobActionResponseSchema,
  'GET /admin/orders': adminOrdersResponseSchema,
  'GET /admin/orders/:orderId': adminOrderDetailResponseSchema,
  'POST /admin/orders/:orderId/refund': adminRefundResponseSchema,
  'POST /admin/orders/:orderId/resend-receipt': resendReceiptResponseSchema,
  'GET /admin/payments/reconciliation': reconciliationSummaryResponseSchema,
  'POST /media/upload': mediaUploadResponseSchema,
  'DELETE /media/delete/:id': mediaDeleteResponseSchema,
  'GET /media/uploads/:id': mediaResumableResultResponseSchema,
  'GET /admin/media/streams': videoStreamsResponseSchema,
  'POST /admin/media/streams/:id/retry': videoStreamRetryResponseSchema,
} satisfies { [E in Endpoint]: z.ZodType<ApiContract[E]['response']> };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The endpoints whose contract response is not exactly their schema's output: none. */
type Mismatched = {
  [E in Endpoint]: Same<z.output<(typeof responseSchemas)[E]>, ApiContract[E]['response']> extends true
    ? never
    : E;
}[Endpoint];
export const everyResponseMatches: [Mismatched] extends [never] ? true : Mismatched = true;
