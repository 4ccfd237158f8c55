import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  hasSampleKey,
  loadSample,
  SAMPLE_CURRENCY,
  SAMPLE_DATA_PATH,
  sampleOrigin,
  type PocType,
  type SampleSource,
  type SampleSourcePayloads,
} from '@tripsight/core/samples';
import type { ViewStatus } from './view-status.js';
import { emit } from './emit.js';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';
import { errorDetail } from '@tripsight/core/errors';

/**
 * The sample a page shows instead of live data, or null: its mode's (POC or demo), and the demo's
 * for the demo company (whose dates are mocked to 2019, where the live data has nothing).
 */
export function useSampleKind(mode: { sample: PocType | null }): PocType | null {
  const demoCompany = useBusState((s) => s.auth.claims.isDemo);
  return mode.sample ?? (demoCompany ? 'demo' : null);
}

/** The element's own sample-data settings (its `sample-data-key` and `source-url` attributes). */
export interface SampleSettings {
  sampleDataKey?: string;
  sourceUrl?: string;
}

/**
 * A sample (`kind` null: none), from the sample-data API or built into the SDK as core's
 * `sampleOrigin` says: one load per source, kind, origin, source URL and key on a dashboard, shared
 * by its elements. Failures (a missing key is a 401) emit `tripsight-error`. The `useView` hook
 * reads views from it; the Cube-backed supplier cards read their sample rows with it.
 */
export function useSample<S extends SampleSource>(
  source: S | null,
  kind: PocType | null,
  { sampleDataKey, sourceUrl }: SampleSettings = {},
): ViewStatus<SampleSourcePayloads[S]> {
  const { bus, host } = useHost();
  const key = sampleDataKey || null;
  const url = sourceUrl || null;
  const origin = source ? sampleOrigin(source, hasSampleKey(bus, key)) : null;
  const query = useQuery({
    queryKey: ['sample', source, kind, origin, url, key],
    queryFn: ({ signal }) => loadSample(bus, source as S, kind as PocType, { key, sourceUrl: url, signal }),
    enabled: source !== null && kind !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (query.error) emit(host, 'tripsight-error', errorDetail(query.error, SAMPLE_DATA_PATH));
  }, [query.error, host]);
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', data: query.data, currency: SAMPLE_CURRENCY };
}
