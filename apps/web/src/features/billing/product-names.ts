import { type Product, products } from '@booth/shared';
import type { TFunction } from 'i18next';

/** The sub-products in the order the pricing page shows them. */
export const productOrder: readonly Product[] = products;

/** A sub-product's name as the marketing pages use it (OneBooth, PeerPix, Cheddar). */
export function productName(t: TFunction<'billing'>, product: Product): string {
  return t(`products.${product}.name`);
}
