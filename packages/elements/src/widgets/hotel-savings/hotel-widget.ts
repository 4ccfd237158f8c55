import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  hotelMode,
  hotelSample,
  type HotelModeOptions,
  type HotelSampleKind,
  type HotelSamplePayload,
} from '@tripsight/core/hotel';
import { fetchSampleData, SAMPLE_DATA_PATH, sampleDataSettings } from '@tripsight/core/policy';
import { demoResponse } from '@tripsight/core/savings';
import type { ViewContract, ViewData, ViewParams } from '@tripsight/core/views';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { useView } from '../../internal/use-view.js';
import type { ViewStatus } from '../../ui/view-state.js';
import type { HotelWidgetProps } from './hotel-widget-props.js';

export type { HotelWidgetProps } from './hotel-widget-props.js';

/** Reads the `mode` attribute; an unknown mode throws, which the widget's boundary shows as an error. */
export function useHotelMode(mode: string | undefined): HotelModeOptions {
  return useMemo(() => hotelMode(mode), [mode]);
}

/**
 * The hotel sample a widget shows instead of the views, or null for live data: the page's POC or
 * demo sample, and the demo's for the demo company (whose dates are mocked to 2019).
 */
function useSampleKind(options: HotelModeOptions): HotelSampleKind | null {
  const demoCompany = useBusState((s) => s.auth.claims.isDemo);
  return options.sample ?? (demoCompany ? 'demo' : null);
}

/**
 * The hotel payload of a sample kind: from the sample-data API (module hotelSavings) when the page or
 * the dashboard has an API key, one call per kind, source and key shared by the widgets; the sample
 * built into the SDK otherwise, so a POC or demo page also works where no sample service is set up.
 */
function useHotelSample(
  kind: HotelSampleKind | null,
  props: HotelWidgetProps,
): ViewStatus<HotelSamplePayload> {
  const { bus, host } = useHost();
  const settings = sampleDataSettings(bus);
  const key = props.sampleDataKey || settings.key;
  const sourceUrl = props.sourceUrl || settings.sourceUrl;
  const query = useQuery({
    queryKey: ['sample-data', 'hotelSavings', kind, sourceUrl, key],
    queryFn: ({ signal }) =>
      fetchSampleData(bus, { chosenModule: 'hotelSavings', pocType: kind ?? 'demo', sourceUrl, key, signal }),
    enabled: kind !== null && !!key,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (query.error)
      emit(host, 'tripsight-error', { message: query.error.message, source: SAMPLE_DATA_PATH });
  }, [query.error, host]);
  if (kind === null || !key) return { status: 'success', data: hotelSample(kind ?? 'demo'), currency: 'USD' };
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', data: query.data.data, currency: 'USD' };
}

export interface HotelViewOptions<V extends ViewContract> {
  /** The view's own parameters on top of the mode's (e.g. isHPA for the HPA cards). */
  params?: ViewParams<V>;
  /** The view's data from the POC or demo sample. */
  sample: (payload: HotelSamplePayload, kind: HotelSampleKind) => ViewData<V>;
}

/**
 * A hotel savings view in the widget's mode: live data for the dashboard's filters and the hotel
 * dates, with the mode's flags (isHPA, isPMOnly, isAutorebook); in POC and demo modes (and for the
 * demo company) the same answer read from the hotel sample, in the dashboard's currency.
 *
 * @example
 * const tracked = useHotelView(hotelTrackedSpendView, options, props, { sample: sampleTrackedSpend });
 */
export function useHotelView<V extends ViewContract>(
  view: V,
  options: HotelModeOptions,
  props: HotelWidgetProps,
  { params, sample }: HotelViewOptions<V>,
): ViewStatus<ViewData<V>> {
  const kind = useSampleKind(options);
  const payload = useHotelSample(kind, props);
  const live = useView(view, { mode: options, params, enabled: kind === null });
  const currency = useBusState((s) => s.currency);
  const sampleData = payload.status === 'success' ? payload.data : null;
  const paramsKey = JSON.stringify(params ?? {});
  const answer = useMemo(
    () => (kind && sampleData ? demoResponse(sample(sampleData, kind), currency) : null),
    // `sample` is read with the payload and the parameters it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, sampleData, currency, paramsKey],
  );
  if (kind === null) return live;
  if (payload.status !== 'success') return payload;
  const code = answer?.annotation.currency;
  return { status: 'success', data: answer!.data, currency: typeof code === 'string' ? code : 'USD' };
}
