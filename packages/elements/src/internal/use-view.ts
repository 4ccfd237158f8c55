import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchView } from '@tripsight/core/api';
import { modeParams, viewMode, type ViewModeOptions } from '@tripsight/core/catalogue';
import { awaitingCurrency } from '@tripsight/core/controls';
import { resolveDateRange } from '@tripsight/core/dates';
import { demoResponse } from '@tripsight/core/savings';
import type { ViewContract, ViewData, ViewParams } from '@tripsight/core/views';
import type { ViewStatus } from '../ui/view-state.js';
import { emit } from './emit.js';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';
import { useHasToken } from './use-has-token.js';
import { useDemoDates } from './use-demo-dates.js';

export interface UseViewOptions<V extends ViewContract> {
  /** The page's mode (parsed); sets the parameters the view declares and switches to demo data. */
  mode?: ViewModeOptions<string>;
  /** The view's own parameters (granularity, …), typed by its contract. */
  params?: ViewParams<V>;
  /**
   * Canned data of the demo modes, also shown to the demo company (whose dates are mocked to the
   * window these figures are for); without it the service is called like in any other mode.
   */
  demo?: () => ViewData<V>;
  /** False holds the call. */
  enabled?: boolean;
}

const NORMAL = viewMode('normal');

/**
 * The one data hook of the elements: a view's data for the dashboard's filters, the product's
 * dates, the currency and the fee mode, in the page's mode. The query key holds all of them, so
 * every element on a bus refetches once when one changes, and elements asking for the same view
 * share one call. Failures emit `tripsight-error`. Money is in the answer's `annotation.currency`.
 *
 * @example
 * const overview = useView(savingsOverviewView, { mode, demo: () => DEMO_SAVINGS_METRICS.savingsOverview });
 * if (overview.status === 'success') overview.data.acceptedSavings;
 */
export function useView<V extends ViewContract>(
  view: V,
  { mode = NORMAL, params, demo, enabled = true }: UseViewOptions<V> = {},
): ViewStatus<ViewData<V>> {
  const { bus, host } = useHost();
  const settingDemoDates = useDemoDates(view.product);
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const feeMode = useBusState((s) => s.feeMode);
  const dates = useBusState((s) => resolveDateRange(s, view.product));
  const hasToken = useHasToken();
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous') && hasToken === true;
  const demoCompany = useBusState((s) => s.auth.claims.isDemo);
  // A currency control is choosing the currency for new filters: ask once it has, not twice.
  const waitForCurrency = useBusState(awaitingCurrency);
  const useDemo = (mode.demoData || demoCompany) && demo !== undefined;
  const allParams = { ...modeParams(mode, view.params), ...params } as ViewParams<V>;
  const query = useQuery({
    queryKey: ['view', view.path, filters, dates, currency, feeMode, allParams],
    queryFn: ({ signal }) =>
      fetchView(bus, view, { filters, dates, currency, feeMode, params: allParams, signal }),
    enabled: enabled && signedIn && !useDemo && !settingDemoDates && !waitForCurrency,
  });
  useEffect(() => {
    if (query.error) emit(host, 'tripsight-error', { message: query.error.message, source: view.path });
  }, [query.error, host, view.path]);
  const paramsKey = JSON.stringify(params ?? {});
  // The demo rows depend only on the parameters (e.g. granularity) and the currency; keep them stable
  // between renders.
  const demoAnswer = useMemo(
    () => (useDemo ? demoResponse(demo(), currency) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [useDemo, paramsKey, currency],
  );
  if (demoAnswer)
    return { status: 'success', data: demoAnswer.data, currency: currencyOf(demoAnswer.annotation) };
  if (hasToken === false) return { status: 'signed-out' };
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return { status: 'success', data: query.data.data, currency: currencyOf(query.data.annotation) };
}

function currencyOf(annotation: Record<string, unknown>): string | null {
  return typeof annotation.currency === 'string' ? annotation.currency : null;
}
