import type { ViewContract, ViewSampleSource } from '../views/define-view.js';
import type { PocType, SampleSource } from './sample-payloads.js';
import type { SampleRead, SampleReaders } from './sample-reader.js';

/** How a view's answer is read from a sample: its source and kinds (from its contract) and its reader. */
export interface ViewSample<
  V extends ViewContract = ViewContract,
  S extends SampleSource = SampleSource,
> extends ViewSampleSource {
  /** The sample the answer is read from: a module of the sample-data API, or the built-in savings figures. */
  source: S;
  /** The answer for the view's parameters, from the sample of `kind`. */
  read: SampleRead<V, S>;
}

/*
 * The readers, by source, each behind a dynamic import: a page loads those of the samples it shows
 * (a savings page in demo mode, the savings figures' readers; a live page, none). Which view is read
 * from which source is said by the view's contract (`sample`).
 */
const READERS: Record<SampleSource, () => Promise<SampleReaders>> = {
  savings: () => import('./readers/savings-readers.js').then((m) => m.SAVINGS_READERS),
  hotelSavings: () => import('./readers/hotel-savings-readers.js').then((m) => m.HOTEL_SAVINGS_READERS),
  compliance: () => import('./readers/policy-readers.js').then((m) => m.POLICY_READERS),
  advancedPurchase: () => import('./readers/policy-readers.js').then((m) => m.POLICY_READERS),
  negotiatedFares: () =>
    import('./readers/negotiated-fares-readers.js').then((m) => m.NEGOTIATED_FARES_READERS),
  hotelInsights: () => import('./readers/hotel-insights-readers.js').then((m) => m.HOTEL_INSIGHTS_READERS),
};

/**
 * The sample a view is read from in a mode showing samples of `kind`, or null when it has none (the
 * view stays live): its contract's `sample`, when it lists the kind.
 *
 * @example viewSample(cabinComplianceGaugeView, 'poc')?.source // 'compliance'
 * @example viewSample(savingsOverviewView, 'poc') // null: savings figures exist for the demo only
 */
export function viewSample(view: ViewContract, kind: PocType | null): ViewSampleSource | null {
  if (kind === null || !view.sample) return null;
  return view.sample.kinds.includes(kind) ? view.sample : null;
}

/**
 * How a view is read from the sample of `kind`, its source's readers loaded on first use; null when it
 * has no such sample.
 *
 * @example (await loadViewSample(trackedSpendView, 'demo'))?.read(figures, {}, 'demo')
 */
export async function loadViewSample<V extends ViewContract>(
  view: V,
  kind: PocType | null,
): Promise<ViewSample<V> | null> {
  const sample = viewSample(view, kind);
  if (!sample) return null;
  const read = (await READERS[sample.source]()).get(view.path);
  if (!read) throw new Error(`the ${sample.source} sample has no reader for ${view.path}`);
  return { ...sample, read: read as unknown as SampleRead<V> };
}

/** Every view path with a reader, by source (for the checks that contracts and readers agree). */
export async function sampleReaderPaths(): Promise<Partial<Record<SampleSource, readonly string[]>>> {
  const paths: Partial<Record<SampleSource, readonly string[]>> = {};
  for (const source of Object.keys(READERS) as SampleSource[])
    paths[source] = [...(await READERS[source]()).keys()];
  return paths;
}
