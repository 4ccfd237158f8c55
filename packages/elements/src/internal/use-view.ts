import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchView } from '@tripsight/core/api';
import { modeParams, viewMode, type ViewModeOptions } from '@tripsight/core/catalogue';
import { awaitingCurrency } from '@tripsight/core/controls';
import { resolveDateRange } from '@tripsight/core/dates';
import { loadViewSample, sampleAnswer, viewSample } from '@tripsight/core/samples';
import type { ViewContract, ViewData, ViewParams } from '@tripsight/core/views';
import type { ProductType } from '@tripsight/core/bus';
import type { ViewStatus } from './view-status.js';
import { emit } from './emit.js';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';
import { useSample, useSampleKind, type SampleSettings } from './use-sample.js';
import { useSignedIn } from './use-has-token.js';
import { errorDetail } from '@tripsight/core/errors';

export interface UseViewOptions<V extends ViewContract> {
  /**
   * The page's mode (parsed): sets the parameters the view declares, and in POC and demo modes (and
   * for the demo company) reads the view from that sample, as core's `viewSample` says.
   */
  mode?: ViewModeOptions<string>;
  /** The view's own parameters (granularity, …), typed by its contract. */
  params?: ViewParams<V>;
  /** The element's sample-data key and source (else the dashboard's). */
  sample?: SampleSettings;
  /** False holds the call. */
  enabled?: boolean;
  /**
   * The product whose date range the call covers (default the view's): a page showing another
   * product's view beside its own keeps the one range its date picker shows.
   */
  datesOf?: ProductType;
}

const NORMAL = viewMode('normal');

/**
 * The one data hook of the elements: a view's data for the dashboard's filters, the product's
 * dates, the currency and the fee mode, in the page's mode. The query key holds all of them, so
 * every element on a bus refetches once when one changes, and elements asking for the same view
 * share one call. In POC and demo modes the same answer is read from the view's sample (the
 * sample-data API or the SDK's own, per core's `samples`). Failures emit `tripsight-error`. Money is
 * in the answer's `annotation.currency`.
 *
 * @example
 * const overview = useView(savingsOverviewView, { mode });
 * if (overview.status === 'success') overview.data.acceptedSavings;
 */
export function useView<V extends ViewContract>(
  view: V,
  { mode = NORMAL, params, sample: settings, enabled = true, datesOf }: UseViewOptions<V> = {},
): ViewStatus<ViewData<V>> {
  const { bus, host } = useHost();
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const feeMode = useBusState((s) => s.feeMode);
  const dates = useBusState((s) => resolveDateRange(s, datesOf ?? view.product));
  const { signedIn, signedOut } = useSignedIn();
  // A currency control is choosing the currency for new filters: ask once it has, not twice.
  const waitForCurrency = useBusState(awaitingCurrency);
  const kind = useSampleKind(mode);
  // Read from the sample instead of the service; its reader loads beside the sample.
  const source = viewSample(view, kind)?.source ?? null;
  const useDemo = source !== null;
  const payload = useSample(source, kind, settings);
  const reader = useQuery({
    queryKey: ['sample-reader', view.path, kind],
    queryFn: () => loadViewSample(view, kind),
    enabled: useDemo,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const sample = reader.data ?? null;
  const allParams = { ...modeParams(mode, view.params, view.ignores), ...params } as ViewParams<V>;
  const query = useQuery({
    queryKey: ['view', view.path, filters, dates, currency, feeMode, allParams],
    queryFn: ({ signal }) =>
      fetchView(bus, view, { filters, dates, currency, feeMode, params: allParams, signal }),
    enabled: enabled && signedIn && !useDemo && !waitForCurrency,
  });
  useEffect(() => {
    if (query.error) emit(host, 'tripsight-error', errorDetail(query.error, view.path));
  }, [query.error, host, view.path]);
  const paramsKey = JSON.stringify(allParams);
  const sampleData = payload.status === 'success' ? payload.data : null;
  // The sample's answer depends only on the sample, the parameters and the currency; keep it stable
  // between renders.
  const demoAnswer = useMemo(
    () => (sample && kind && sampleData ? sampleAnswer(sample, sampleData, allParams, kind, currency) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sample, kind, sampleData, paramsKey, currency],
  );
  if (useDemo && !demoAnswer) {
    if (reader.error) return { status: 'error', error: reader.error };
    return payload.status === 'error' ? payload : { status: 'loading' };
  }
  if (demoAnswer)
    return { status: 'success', data: demoAnswer.data, currency: currencyOf(demoAnswer.annotation) };
  if (signedOut) return { status: 'signed-out' };
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', data: query.data.data, currency: currencyOf(query.data.annotation) };
}

function currencyOf(annotation: Record<string, unknown>): string | null {
  return typeof annotation.currency === 'string' ? annotation.currency : null;
}
