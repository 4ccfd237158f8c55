// The samples a POC or demo page reads instead of the service: which there are, and of which kinds.

/** The modules a sample holds (chosenModule). */
export const SAMPLE_MODULES = [
  'compliance',
  'advancedPurchase',
  'negotiatedFares',
  'hotelSavings',
  'hotelInsights',
] as const;
export type SampleModule = (typeof SAMPLE_MODULES)[number];
/** Kinds of sample (pocType): what the `poc` and `demo` modes show. */
export const POC_TYPES = ['demo', 'poc'] as const;
export type PocType = (typeof POC_TYPES)[number];

/**
 * Where a view's sample comes from: a module of the sample-data API, or `savings`, the demo figures
 * of the Faresaver savings pages, which only the SDK holds.
 */
export type SampleSource = SampleModule | 'savings';
