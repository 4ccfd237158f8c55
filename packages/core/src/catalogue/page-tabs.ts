import type { ProductGroup } from './types.js';

/**
 * A page element and what its tabs share whatever their mode: its tag, its title and its product
 * group. The catalogue makes the page's tabs from it (`pageTab`); the element reads its tag and its
 * default header (product name and title) from it.
 */
export interface PageTab {
  tag: `tripsight-${string}`;
  /** The title of the page, and of its tab in normal mode; a POC or demo tab adds the mode's badge. */
  title: string;
  /** Its product group, which a page's header names as its product (the group's product name). */
  group: ProductGroup;
}

// Plain objects, not calls: a bundle keeps only the ones it uses.

export const CARRIER_AVAILABILITY_TAB = {
  tag: 'tripsight-carrier-availability',
  title: 'Carrier availability',
  group: 'Supplier Insights',
} as const satisfies PageTab;

export const NEGOTIATED_FARES_ADOPTION_TAB = {
  tag: 'tripsight-negotiated-fares-adoption',
  title: 'Negotiated fares adoption',
  group: 'Supplier Insights',
} as const satisfies PageTab;

export const ADVANCED_PURCHASE_TAB = {
  tag: 'tripsight-advanced-purchase',
  title: 'Advanced purchase',
  group: 'Policy Insights',
} as const satisfies PageTab;

export const CABIN_CLASS_COMPLIANCE_TAB = {
  tag: 'tripsight-cabin-class-compliance',
  title: 'Cabin class compliance',
  group: 'Policy Insights',
} as const satisfies PageTab;

export const HOTEL_PROGRAM_PERFORMANCE_TAB = {
  tag: 'tripsight-hotel-program-performance',
  title: 'Hotel program performance',
  group: 'Hotel Supplier Insights',
} as const satisfies PageTab;

export const NEGOTIATED_RATE_COVERAGE_TAB = {
  tag: 'tripsight-negotiated-rate-coverage',
  title: 'Negotiated rate coverage',
  group: 'Hotel Supplier Insights',
} as const satisfies PageTab;

export const NEGOTIATED_RATE_AVAILABILITY_TAB = {
  tag: 'tripsight-negotiated-rate-availability',
  title: 'Negotiated rate availability',
  group: 'Hotel Supplier Insights',
} as const satisfies PageTab;

export const NEGOTIATED_RATE_UTILIZATION_TAB = {
  tag: 'tripsight-negotiated-rate-utilization',
  title: 'Negotiated rate utilization',
  group: 'Hotel Supplier Insights',
} as const satisfies PageTab;

export const DISCOUNT_LEVEL_BENCHMARKING_TAB = {
  tag: 'tripsight-discount-level-benchmarking',
  title: 'Discount level benchmarking',
  group: 'Hotel Supplier Insights',
} as const satisfies PageTab;
