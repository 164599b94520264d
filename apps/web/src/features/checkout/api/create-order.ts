import type { User } from '@academy/shared/auth';
import type { CheckoutItem, OrderCreated } from '@academy/shared/checkout';
import type { GiftRequest } from '@academy/shared/gifts';
import type { GstDraft } from '@/components/billing/place-of-supply';
import { api } from '@/lib/api-client';

/**
 * What a Buy Now or Proceed to Checkout pays for (SPEC §4 Buy flow), with an applied coupon, and
 * optionally as a gift for someone else (issue 31).
 */
export type CheckoutTarget = (
  | {
      kind: 'course';
      course: { _id: string; title: string; image: string; price: number };
      couponCode?: string | undefined;
    }
  | {
      kind: 'asset';
      asset: { _id: string; name: string; image: string[]; price: number };
      couponCode?: string | undefined;
    }
  | {
      kind: 'bundle';
      bundle: { id: string; title: string; items: { type: 'course' | 'asset'; id: string }[] };
      couponCode?: string | undefined;
    }
  | { kind: 'cart'; items: CheckoutItem[]; couponCode?: string | undefined }
) & { gift?: GiftRequest | undefined };

export type OrderKind = CheckoutTarget['kind'];

/**
 * SPEC §7 Orders. The spec's payloads carry titles, images and prices; the server reads only the
 * ids, the coupon code and the buyer's `billing` details for the GST invoice (absent: the saved
 * ones), and prices everything itself.
 */
export async function createOrder(
  target: CheckoutTarget,
  user: User,
  billing?: GstDraft | undefined,
): Promise<OrderCreated> {
  const gift = target.gift ? { gift: target.gift } : {};
  const buyer = {
    userId: user._id,
    name: user.name,
    email: user.email,
    ...(billing ? { billing } : {}),
    ...gift,
  };
  switch (target.kind) {
    case 'course': {
      const { course, couponCode } = target;
      const response = await api.post('/student/order/create-order', {
        body: {
          ...buyer,
          courseId: course._id,
          courseImage: course.image,
          courseTitle: course.title,
          coursePricing: course.price,
          ...(couponCode ? { couponCode } : {}),
        },
      });
      return response.data;
    }
    case 'asset': {
      const { asset, couponCode } = target;
      const response = await api.post('/student/assets/order/create-order', {
        body: {
          ...buyer,
          assetId: asset._id,
          assetImage: asset.image[0] ?? '',
          assetTitle: asset.name,
          assetPricing: asset.price,
          ...(couponCode ? { couponCode } : {}),
        },
      });
      return response.data;
    }
    case 'bundle': {
      const { bundle, couponCode } = target;
      const response = await api.post('/student/bundles/order/create-order', {
        body: {
          userId: user._id,
          bundleId: bundle.id,
          ...(couponCode ? { couponCode } : {}),
          ...(billing ? { billing } : {}),
          ...gift,
        },
      });
      return response.data;
    }
    case 'cart': {
      // `POST /create-order` answers the order's fields at the top level (SPEC §7).
      const { orderId, razorpayOrderId, amount, currency, status, provider, keyId } = await api.post(
        '/create-order',
        {
          body: {
            userId: user._id,
            cartItems: target.items,
            ...(target.couponCode ? { couponCode: target.couponCode } : {}),
            ...(billing ? { billing } : {}),
            ...gift,
          },
        },
      );
      return { orderId, razorpayOrderId, amount, currency, status, provider, keyId };
    }
  }
}
