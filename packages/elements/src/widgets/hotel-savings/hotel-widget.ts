import { useMemo } from 'react';
import {
  hotelMode,
  hotelSample,
  type HotelModeOptions,
  type HotelSampleKind,
  type HotelSamplePayload,
  type ViewContract,
  type ViewData,
  type ViewParams,
} from '@tripsight/core';
import { useView } from '../../internal/use-view.js';
import type { ViewStatus } from '../../ui/view-state.js';

/** Attributes every hotel savings widget takes. */
export interface HotelWidgetProps {
  /** normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only (default normal). */
  mode?: string;
}

/** Reads the `mode` attribute; an unknown mode throws, which the widget's boundary shows as an error. */
export function useHotelMode(mode: string | undefined): HotelModeOptions {
  return useMemo(() => hotelMode(mode), [mode]);
}

/** The kind of sample a mode shows: its own (POC, demo), or the demo's for the demo company. */
const sampleKind = (options: HotelModeOptions): HotelSampleKind => options.sample ?? 'demo';

export interface HotelViewOptions<V extends ViewContract> {
  /** The view's own parameters on top of the mode's (e.g. isHPA for the HPA cards). */
  params?: ViewParams<V>;
  /** The view's data from the POC or demo sample. */
  sample: (payload: HotelSamplePayload, kind: HotelSampleKind) => ViewData<V>;
}

/**
 * A hotel savings view in the widget's mode: live data for the dashboard's filters and the hotel
 * dates, with the mode's flags (isHPA, isPMOnly, isAutorebook); in POC and demo modes (and for the
 * demo company) the sample of that kind instead.
 */
export function useHotelView<V extends ViewContract>(
  view: V,
  options: HotelModeOptions,
  { params, sample }: HotelViewOptions<V>,
): ViewStatus<ViewData<V>> {
  const kind = sampleKind(options);
  return useView(view, { mode: options, params, demo: () => sample(hotelSample(kind), kind) });
}
