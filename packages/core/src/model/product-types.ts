/** Product types that keep their own date range (spec §3 "Tab definition" productType). */
export const PRODUCT_TYPES = ['air', 'hotel', 'hotelInsights', 'hpaPremium'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
