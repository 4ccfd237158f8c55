import type { ProductType } from '../model/product-types.js';
import type { ProductGroup, ProductIcon } from './types.js';

/** A product group of the navigation: its route product name, data product type and icon. */
export interface ProductGroupInfo {
  group: ProductGroup;
  /** Product name used in routes and page headers; null when the tab routes as /{internalPageName}. */
  productName: string | null;
  productType: ProductType;
  icon: ProductIcon;
}

/** Every product group, in navigation order. */
export const PRODUCT_GROUPS: readonly ProductGroupInfo[] = [
  { group: 'Faresaver', productName: 'Faresaver', productType: 'air', icon: 'faresaver' },
  {
    group: 'Supplier Insights',
    productName: 'Supplier Insights',
    productType: 'air',
    icon: 'supplier-insights',
  },
  { group: 'Policy Insights', productName: 'Policy Insights', productType: 'air', icon: 'policy-insights' },
  {
    group: 'Air Program Analytics',
    productName: 'Air Program Analytics',
    productType: 'air',
    icon: 'air-program-analytics',
  },
  { group: 'Hotelsaver', productName: 'Hotelsaver', productType: 'hotel', icon: 'hotelsaver' },
  { group: 'HPA Core', productName: 'HPA Core', productType: 'hotel', icon: 'hpa-core' },
  { group: 'HPA Premium', productName: 'HPA Premium', productType: 'hpaPremium', icon: 'hpa-premium' },
  {
    group: 'Hotel Supplier Insights',
    productName: 'Hotel Supplier Insights',
    productType: 'hotelInsights',
    icon: 'hotel-supplier-insights',
  },
  { group: 'Sustainability', productName: 'Sustainability', productType: 'air', icon: 'default' },
  { group: 'Agentsee', productName: 'Agentsee', productType: 'air', icon: 'agentai' },
  { group: 'Alerts', productName: 'Alerts', productType: 'air', icon: 'default' },
  { group: 'Wellness', productName: null, productType: 'air', icon: 'default' },
];

/** The description of `group`; throws for a name that is not a product group. */
export function productGroup(group: ProductGroup): ProductGroupInfo {
  const info = PRODUCT_GROUPS.find((candidate) => candidate.group === group);
  if (!info) throw new Error(`unknown product group: ${String(group)}`);
  return info;
}

/**
 * The icon of a product group. A group whose tabs are all proof-of-concept pages shows the POC icon
 * (the product icons include one for POC, docs/rules/shell.md#shell-layout).
 */
export function productIcon(group: ProductGroup, allTabsArePoc = false): ProductIcon {
  if (allTabsArePoc) return 'poc';
  return PRODUCT_GROUPS.find((candidate) => candidate.group === group)?.icon ?? 'default';
}
