import { PRODUCT_TYPES, type ProductType } from '../model/product-types.js';
import { PRODUCT_GROUPS } from './product-groups.js';

/**
 * Every `productName` a caller may send the data service: the product types (`air`, `hotel`, …) and
 * the catalogue's product names (a tab definition's `productName`, e.g. `Faresaver`, `Hotelsaver`).
 */
export const PRODUCT_NAME_CHOICES: readonly string[] = [
  ...PRODUCT_TYPES,
  ...new Set(PRODUCT_GROUPS.flatMap((group) => (group.productName ? [group.productName] : []))),
];

/**
 * The product type a `productName` stands for: a product type is itself, a catalogue product name is
 * its group's type (`Faresaver` → `air`, `Hotelsaver` → `hotel`, `HPA Premium` → `hpaPremium`);
 * undefined for anything else.
 */
export function productTypeOfName(name: string): ProductType | undefined {
  if ((PRODUCT_TYPES as readonly string[]).includes(name)) return name as ProductType;
  return PRODUCT_GROUPS.find((group) => group.productName === name)?.productType;
}
