import type { Cart } from '@academy/shared/cart';
import { paths } from '@/config/paths';
import type { CartItemRef } from '../api/add-to-cart';

/** A course, an asset or a bundle in the cart, as its row shows it and the checkout takes it. */
export type CartRow = CartItemRef & {
  title: string;
  image: string | undefined;
  category: string;
  price: number;
  to: string;
};

export function toRows(cart: Cart): CartRow[] {
  return [
    ...cart.courses.map(({ courseId: course }) => ({
      kind: 'course' as const,
      id: course._id,
      title: course.title,
      image: course.image,
      category: course.category,
      price: course.price,
      to: paths.courseDetails(course._id),
    })),
    ...cart.digitalAssets.map(({ assetId: asset }) => ({
      kind: 'asset' as const,
      id: asset._id,
      title: asset.name,
      image: asset.image[0],
      category: asset.type || asset.category,
      price: asset.price,
      to: paths.assetDetails(asset._id),
    })),
    ...cart.bundles.map(({ bundleId: bundle }) => ({
      kind: 'bundle' as const,
      id: bundle._id,
      title: bundle.title,
      image: bundle.image || undefined,
      category: '',
      price: bundle.price,
      to: paths.bundleDetails(bundle._id),
    })),
  ];
}

export const totalPrice = (rows: CartRow[]) => rows.reduce((total, row) => total + row.price, 0);
