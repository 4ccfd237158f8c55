import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  fetchAnalytics,
  resolveDateRange,
  type AnalyticsResponse,
  type ProductType,
  type QueryValue,
} from '@tripsight/core';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';
import { emit } from './emit.js';

export interface AnalyticsQueryOptions {
  /** Product whose date range applies (default air). */
  product?: ProductType;
  /** Extra query parameters (granularity, withNotAccepted, …). */
  params?: Record<string, QueryValue>;
  /** False to hold the call (e.g. demo mode reads canned data). */
  enabled?: boolean;
}

/**
 * Fetches an analytics view for the dashboard's current filters, dates, currency and fee mode.
 * The query key holds all of them, so every element on a bus refetches once when one changes,
 * and elements asking for the same view share one call. Failures emit `tripsight-error`.
 */
export function useAnalyticsQuery<T>(
  path: string,
  { product = 'air', params = {}, enabled = true }: AnalyticsQueryOptions = {},
): UseQueryResult<AnalyticsResponse<T>> {
  const { bus, host } = useHost();
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const feeMode = useBusState((s) => s.feeMode);
  const range = useBusState((s) => resolveDateRange(s, product));
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous');
  const allParams = { ...range, currency, feeMode, ...params };
  const result = useQuery({
    queryKey: ['analytics', path, filters, allParams],
    queryFn: ({ signal }) => fetchAnalytics<T>(bus, path, filters, allParams, { signal }),
    enabled: enabled && signedIn,
  });
  useEffect(() => {
    if (result.error) emit(host, 'tripsight-error', { message: result.error.message, source: path });
  }, [result.error, host, path]);
  return result;
}
