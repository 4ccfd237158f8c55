/** Product types that keep their own date range (docs/rules/shell.md#tab-catalogue). */
export const PRODUCT_TYPES = ['air', 'hotel', 'hotelInsights', 'hpaPremium'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
