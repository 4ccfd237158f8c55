import { PRODUCT_TYPES, type ProductType } from '../model/product-types.js';

/**
 * Reads a product type attribute (`product="hotel"`); empty means air, anything else throws a
 * short error naming the value.
 *
 * @example productType('hotelInsights') // 'hotelInsights'
 */
export function productType(value: string | null | undefined): ProductType {
  const product = (value ?? '').trim() || 'air';
  if (!(PRODUCT_TYPES as readonly string[]).includes(product)) {
    throw new Error(`invalid product: ${product} (expected ${PRODUCT_TYPES.join(', ')})`);
  }
  return product as ProductType;
}
