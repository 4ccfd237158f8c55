import type { AnalyticsResponse } from '../api/analytics-client.js';
import type { Bus } from '../bus/bus.js';
import type { Currency } from '../bus/types.js';
import type { ViewContract, ViewData, ViewParams } from '../views/define-view.js';
import { demoResponse, SAMPLE_CURRENCY } from './sample-currency.js';
import { fetchSampleData, sampleDataSettings } from './sample-data.js';
import type { PocType, SampleModule, SampleSource, SampleSourcePayloads } from './sample-payloads.js';
import type { ViewSample } from './view-samples.js';

/**
 * The samples built into the SDK, each behind a dynamic import so a page that never shows a sample
 * never loads them: the hotel sample (shown when no sample-data API key is set) and the savings demo
 * figures (which the sample-data API does not serve).
 */
const BUILT_IN: { [S in SampleSource]?: (kind: PocType) => Promise<SampleSourcePayloads[S]> } = {
  hotelSavings: (kind) => import('./hotel-sample.js').then((m) => m.hotelSample(kind)),
  savings: () => import('./savings-demo.js').then((m) => m.DEMO_SAVINGS_METRICS),
};

/**
 * Sources whose money follows the dashboard's currency (at the demo rates); the policy and supplier
 * modules answer in USD, as the sample-data API serves them.
 */
const CONVERTED: ReadonlySet<SampleSource> = new Set(['savings', 'hotelSavings']);

/** Where a sample is read from. */
export type SampleOrigin = 'api' | 'built-in';

/**
 * Where the sample of `source` is read: the sample-data API when a key is set (the element's or the
 * dashboard's) or the SDK has no such sample; the built-in sample otherwise (and always for the
 * savings figures, which the API does not serve).
 *
 * @example sampleOrigin('hotelSavings', false) // 'built-in'
 * @example sampleOrigin('compliance', false) // 'api' (a missing key fails with the API's 401)
 */
export function sampleOrigin(source: SampleSource, hasKey: boolean): SampleOrigin {
  if (source === 'savings') return 'built-in';
  return hasKey || !BUILT_IN[source] ? 'api' : 'built-in';
}

/** Overrides of the dashboard's sample-data settings (a page's `sample-data-key` and `source-url`). */
export interface SampleRequest {
  key?: string | null;
  sourceUrl?: string | null;
  signal?: AbortSignal;
}

/** Whether a key reaches the sample-data API: the element's, else the dashboard's. */
export function hasSampleKey(bus: Bus, key: string | null | undefined): boolean {
  return !!(key || sampleDataSettings(bus).key);
}

/**
 * The sample of a source and kind, from where `sampleOrigin` says.
 *
 * @example const payload = await loadSample(bus, 'compliance', 'poc', { key: 'my-key' });
 */
export async function loadSample<S extends SampleSource>(
  bus: Bus,
  source: S,
  kind: PocType,
  { key, sourceUrl, signal }: SampleRequest = {},
): Promise<SampleSourcePayloads[S]> {
  if (sampleOrigin(source, hasSampleKey(bus, key)) === 'built-in') {
    return (BUILT_IN[source] as (kind: PocType) => Promise<SampleSourcePayloads[S]>)(kind);
  }
  const answer = await fetchSampleData(bus, {
    chosenModule: source as SampleModule,
    pocType: kind,
    sourceUrl: sourceUrl || null,
    key: key || null,
    signal,
  });
  return answer.data as SampleSourcePayloads[S];
}

/**
 * A view's answer read from a sample, wrapped like the service's: money in the dashboard's currency
 * for the savings and hotel samples (USD when none is chosen), in USD for the others.
 *
 * @example sampleAnswer((await loadViewSample(trackedSpendView, 'demo'))!, figures, {}, 'demo', 'EUR').annotation.currency // 'EUR'
 */
export function sampleAnswer<V extends ViewContract>(
  sample: ViewSample<V>,
  payload: SampleSourcePayloads[SampleSource],
  params: ViewParams<V>,
  kind: PocType,
  currency: Currency | null,
): AnalyticsResponse<ViewData<V>> {
  const data = (sample.read as (p: unknown, params: ViewParams<V>, kind: PocType) => ViewData<V>)(
    payload,
    params,
    kind,
  );
  if (CONVERTED.has(sample.source)) return demoResponse(data, currency);
  return { data, annotation: { currency: SAMPLE_CURRENCY }, currencyFields: [] };
}
