import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  fetchSampleData,
  SAMPLE_DATA_PATH,
  type PocType,
  type SampleModule,
  type SamplePayloads,
} from '@tripsight/core/policy';
import type { ViewContract, ViewData, ViewParams } from '@tripsight/core/views';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { useView } from '../../internal/use-view.js';
import type { ViewStatus } from '../../ui/view-state.js';
import { usePolicyMode, type PolicyWidgetProps } from './policy-widget.js';

/**
 * The sample a widget reads instead of the views: the page's POC or demo sample, and the demo
 * company's (whose dates are mocked to 2019, where the live data has nothing) in normal mode too.
 * Null for live data.
 */
export function useSampleType(props: PolicyWidgetProps): PocType | null {
  const options = usePolicyMode(props.mode);
  const demoCompany = useBusState((s) => s.auth.claims.isDemo);
  return options.pocType ?? (demoCompany ? 'demo' : null);
}

/**
 * A module of the sample-data API (spec §7) for a POC or demo widget: one call per module, sample
 * kind, source and key on a dashboard, shared by its widgets. Failures (a missing key is a 401) emit
 * `tripsight-error`.
 */
export function useSampleData<M extends SampleModule>(
  module: M,
  pocType: PocType | null,
  props: PolicyWidgetProps,
): ViewStatus<SamplePayloads[M]> {
  const { bus, host } = useHost();
  const key = props.sampleDataKey || null;
  const sourceUrl = props.sourceUrl || null;
  const query = useQuery({
    queryKey: ['sample-data', module, pocType, sourceUrl, key],
    queryFn: ({ signal }) =>
      fetchSampleData(bus, { chosenModule: module, pocType: pocType ?? 'demo', sourceUrl, key, signal }),
    enabled: pocType !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (query.error)
      emit(host, 'tripsight-error', { message: query.error.message, source: SAMPLE_DATA_PATH });
  }, [query.error, host]);
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', data: query.data.data, currency: 'USD' };
}

export interface PolicyViewOptions<V extends ViewContract, M extends SampleModule> {
  /** The view's own parameters (live data). */
  params?: ViewParams<V>;
  /** The sample module that stands in for the view in POC and demo modes… */
  module: M;
  /** …and how the view's answer is read from it (for the same parameters). */
  fromSample: (sample: SamplePayloads[M]) => ViewData<V>;
}

/**
 * A policy view's data in the widget's mode: the live view (filters, dates, currency, fee mode) in
 * normal mode, the same answer computed from the sample in POC and demo modes.
 *
 * @example
 * const gauge = usePolicyView(cabinComplianceGaugeView, props, { module: 'compliance', fromSample: (s) => s.topWidgets.gauge });
 */
export function usePolicyView<V extends ViewContract, M extends SampleModule>(
  view: V,
  props: PolicyWidgetProps,
  { params, module, fromSample }: PolicyViewOptions<V, M>,
): ViewStatus<ViewData<V>> {
  const pocType = useSampleType(props);
  const sample = useSampleData(module, pocType, props);
  const live = useView(view, { params, enabled: pocType === null });
  const paramsKey = JSON.stringify(params ?? {});
  const sampleData = sample.status === 'success' ? sample.data : null;
  const derived = useMemo(
    () => (sampleData ? fromSample(sampleData) : null),
    // fromSample is read with the sample and the parameters it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sampleData, paramsKey],
  );
  if (pocType === null) return live;
  if (sample.status !== 'success') return sample;
  return { status: 'success', data: derived as ViewData<V>, currency: sample.currency };
}
