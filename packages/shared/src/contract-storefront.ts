/** The storefront's and the player's endpoints in the ApiContract (contract.ts). */
import type { z } from 'zod';
import type { bundleListQuerySchema, bundleListResponseSchema, bundleResponseSchema } from './bundles';
import type {
  cartAssetAddSchema,
  cartBundleAddSchema,
  cartCourseAddSchema,
  cartResponseSchema,
} from './cart';
import type { assetListQuerySchema, courseListQuerySchema, recommendationQuerySchema } from './catalogue-api';
import type {
  assetDetailResponseSchema,
  assetListResponseSchema,
  assetSummariesResponseSchema,
} from './catalogue-assets';
import type {
  courseDetailResponseSchema,
  courseListResponseSchema,
  courseSummariesResponseSchema,
} from './catalogue-courses';
import type {
  assetOrderCreateSchema,
  bundleOrderCreateSchema,
  cartOrderCreatedResponseSchema,
  cartOrderCreateSchema,
  courseOrderCreateSchema,
  orderCreatedResponseSchema,
  sandboxPayResponseSchema,
  sandboxPaySchema,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from './checkout';
import type { activeCouponsResponseSchema, couponApplyResponseSchema, couponApplySchema } from './coupons';
import type { enquiryInputSchema, enquiryReceivedResponseSchema } from './enquiries';
import type {
  certificateVerificationResponseSchema,
  courseProgressResponseSchema,
  markLectureViewedSchema,
  resetProgressSchema,
  watchReportSchema,
  watchReportResponseSchema,
} from './learning';
import type { orderDetailResponseSchema, ordersResponseSchema, personalListQuerySchema } from './orders';
import type {
  assetDownloadResponseSchema,
  purchasedAssetsResponseSchema,
  purchasedCoursesResponseSchema,
  purchaseInfoResponseSchema,
} from './purchases';
import type {
  searchQuerySchema,
  searchRecordBodySchema,
  searchRecordResponseSchema,
  searchResponseSchema,
} from './search-api';
import type { wishlistResponseSchema } from './wishlist';

export type StorefrontContract = {
  // Catalogue: courses
  'GET /student/course/get': {
    response: z.output<typeof courseListResponseSchema>;
    query: z.input<typeof courseListQuerySchema>;
  };
  'GET /student/course/get/details/:id': { response: z.output<typeof courseDetailResponseSchema> };
  'GET /student/course/recommendations': {
    response: z.output<typeof courseSummariesResponseSchema>;
    query: z.input<typeof recommendationQuerySchema>;
  };
  'GET /student/course/search': {
    response: z.output<typeof searchResponseSchema>;
    query: z.input<typeof searchQuerySchema>;
  };
  'POST /search/record': {
    response: z.output<typeof searchRecordResponseSchema>;
    body: z.input<typeof searchRecordBodySchema>;
  };

  // Assets
  'GET /student/digital-assets/get': {
    response: z.output<typeof assetListResponseSchema>;
    query: z.input<typeof assetListQuerySchema>;
  };
  'GET /student/digital-assets/detail/:id': { response: z.output<typeof assetDetailResponseSchema> };
  'GET /bundles': {
    response: z.output<typeof bundleListResponseSchema>;
    query: z.input<typeof bundleListQuerySchema>;
  };
  'GET /bundles/:id': { response: z.output<typeof bundleResponseSchema> };
  'GET /student/digital-assets/recommendation': {
    response: z.output<typeof assetSummariesResponseSchema>;
    query: z.input<typeof recommendationQuerySchema>;
  };

  // Cart
  'GET /student/cart/get/:userId': { response: z.output<typeof cartResponseSchema> };
  'POST /student/cart/add': {
    response: z.output<typeof cartResponseSchema>;
    body: z.input<typeof cartCourseAddSchema>;
  };
  'POST /student/cart/assets/add': {
    response: z.output<typeof cartResponseSchema>;
    body: z.input<typeof cartAssetAddSchema>;
  };
  'DELETE /student/cart/remove': {
    response: z.output<typeof cartResponseSchema>;
    body: z.input<typeof cartCourseAddSchema>;
  };
  'DELETE /student/cart/assets/remove': {
    response: z.output<typeof cartResponseSchema>;
    body: z.input<typeof cartAssetAddSchema>;
  };
  'POST /student/cart/bundles/add': {
    response: z.output<typeof cartResponseSchema>;
    body: z.input<typeof cartBundleAddSchema>;
  };
  'DELETE /student/cart/bundles/remove': {
    response: z.output<typeof cartResponseSchema>;
    body: z.input<typeof cartBundleAddSchema>;
  };

  // The wishlist (issue 31)
  'GET /wishlist': { response: z.output<typeof wishlistResponseSchema> };
  'PUT /wishlist/:productType/:productId': { response: z.output<typeof wishlistResponseSchema> };
  'DELETE /wishlist/:productType/:productId': { response: z.output<typeof wishlistResponseSchema> };

  // Coupons
  'GET /coupons/active': { response: z.output<typeof activeCouponsResponseSchema> };
  'POST /admin/coupon/apply': {
    response: z.output<typeof couponApplyResponseSchema>;
    body: z.input<typeof couponApplySchema>;
  };

  // Orders and payments
  'POST /student/order/create-order': {
    response: z.output<typeof orderCreatedResponseSchema>;
    body: z.input<typeof courseOrderCreateSchema>;
  };
  'POST /student/assets/order/create-order': {
    response: z.output<typeof orderCreatedResponseSchema>;
    body: z.input<typeof assetOrderCreateSchema>;
  };
  'POST /student/bundles/order/create-order': {
    response: z.output<typeof orderCreatedResponseSchema>;
    body: z.input<typeof bundleOrderCreateSchema>;
  };
  'POST /create-order': {
    response: z.output<typeof cartOrderCreatedResponseSchema>;
    body: z.input<typeof cartOrderCreateSchema>;
  };
  'POST /student/order/verify-payment': {
    response: z.output<typeof verifyPaymentResponseSchema>;
    body: z.input<typeof verifyPaymentSchema>;
  };
  'POST /student/assets/order/verify-payment': {
    response: z.output<typeof verifyPaymentResponseSchema>;
    body: z.input<typeof verifyPaymentSchema>;
  };
  'POST /verify-order': {
    response: z.output<typeof verifyPaymentResponseSchema>;
    body: z.input<typeof verifyPaymentSchema>;
  };
  'POST /payments/sandbox/pay': {
    response: z.output<typeof sandboxPayResponseSchema>;
    body: z.input<typeof sandboxPaySchema>;
  };
  'GET /student/orders': {
    response: z.output<typeof ordersResponseSchema>;
    query: z.input<typeof personalListQuerySchema>;
  };
  'GET /student/orders/:orderId': { response: z.output<typeof orderDetailResponseSchema> };

  // Purchases
  'GET /student/bought/get/:userId': {
    response: z.output<typeof purchasedCoursesResponseSchema>;
    query: z.input<typeof personalListQuerySchema>;
  };
  'GET /student/assets/bought/get/:userId': {
    response: z.output<typeof purchasedAssetsResponseSchema>;
    query: z.input<typeof personalListQuerySchema>;
  };
  'GET /student/course/purchase-info/:courseId/:userId': {
    response: z.output<typeof purchaseInfoResponseSchema>;
  };
  'GET /student/assets/bought/purchase-info/:assetId/:userId': {
    response: z.output<typeof purchaseInfoResponseSchema>;
  };
  'GET /student/assets/download/:assetId': { response: z.output<typeof assetDownloadResponseSchema> };

  // Learning
  'GET /student/course-progress/get/:userId/:courseId': {
    response: z.output<typeof courseProgressResponseSchema>;
  };
  'POST /student/course-progress/watch': {
    response: z.output<typeof watchReportResponseSchema>;
    body: z.input<typeof watchReportSchema>;
  };
  'POST /student/course-progress/mark-lecture-viewed': {
    response: z.output<typeof courseProgressResponseSchema>;
    body: z.input<typeof markLectureViewedSchema>;
  };
  'POST /student/course-progress/reset-progress': {
    response: z.output<typeof courseProgressResponseSchema>;
    body: z.input<typeof resetProgressSchema>;
  };
  'GET /certificate/verify/:number': { response: z.output<typeof certificateVerificationResponseSchema> };

  // Enquiries
  'POST /enquiries': {
    response: z.output<typeof enquiryReceivedResponseSchema>;
    body: z.input<typeof enquiryInputSchema>;
  };
};
