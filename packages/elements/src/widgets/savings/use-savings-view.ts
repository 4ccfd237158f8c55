import { useEffect, useMemo } from 'react';
import { demoRangeFor, demoResponse, type QueryValue, type SavingsModeOptions } from '@tripsight/core';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { useAnalyticsQuery } from '../../internal/use-analytics-query.js';

/** What a savings widget renders from: one of loading, error or the data with its currency. */
export type SavingsView<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T; currency: string | null };

/**
 * The demo company (claims `isDemo`) sees mocked dates: the July 2019 window when none is set, and
 * never a start before the April 2019 calendar minimum. Returns true while the range is being set.
 */
export function useDemoDates(): boolean {
  const { bus } = useHost();
  const isDemo = useBusState((s) => s.auth.claims.isDemo);
  const range = useBusState((s) => s.dates.air);
  const pending = isDemo && demoRangeFor(range) !== null;
  useEffect(() => {
    if (!pending) return;
    const next = demoRangeFor(bus.getState().dates.air);
    if (next) bus.setState((s) => ({ dates: { ...s.dates, air: next } }));
  }, [pending, bus]);
  return pending;
}

/**
 * Data of one savings view: the demo metrics in demo modes, otherwise the service's answer for the
 * dashboard's filters, dates and currency. Money is in `currency` (the answer's `annotation.currency`).
 */
export function useSavingsView<T>(
  path: string,
  mode: SavingsModeOptions,
  demo: () => T,
  params: Record<string, QueryValue> = {},
): SavingsView<T> {
  const settingDemoDates = useDemoDates();
  const query = useAnalyticsQuery<T>(path, {
    params: { withNotAccepted: mode.withNotAccepted, ...params },
    enabled: !mode.demoData && !settingDemoDates,
  });
  const paramsKey = JSON.stringify(params);
  // The demo rows depend only on the parameters (e.g. granularity); keep them stable between renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const demoAnswer = useMemo(() => (mode.demoData ? demoResponse(demo()) : null), [mode.demoData, paramsKey]);
  if (demoAnswer)
    return { status: 'success', data: demoAnswer.data, currency: currencyOf(demoAnswer.annotation) };
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', data: query.data.data, currency: currencyOf(query.data.annotation) };
}

function currencyOf(annotation: Record<string, unknown>): string | null {
  return typeof annotation.currency === 'string' ? annotation.currency : null;
}
