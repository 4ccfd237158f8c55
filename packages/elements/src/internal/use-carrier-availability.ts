import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CUBE_API_PATH, cubeFilters, loadCubeCompact, SEGMENTS_CUBE } from '@tripsight/core/cube';
import { resolveDateRange } from '@tripsight/core/dates';
import {
  carrierAvailabilityRows,
  carrierPnrSummaryQuery,
  filterAvailability,
  hasTargetFareIn,
  sampleAvailabilityRows,
  targetFareMember,
  type CarrierAvailabilityRow,
} from '@tripsight/core/supplier';
import { emit } from './emit.js';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';
import { useSignedIn } from './use-has-token.js';
import type { ViewStatus } from './view-status.js';

import type { CarrierWidgetProps, SampleWidgetProps } from './widget-props.js';
import { useMode } from './use-mode.js';
import { useSampleKind } from './use-sample.js';
import { errorDetail } from '@tripsight/core/errors';

/**
 * The PNR summary of carrier availability: one analytics query of at most 50,000 segments (docs/rules/air.md#carrier-availability)
 * for the dashboard's filters and dates, newest ticketing first, the target fare in the selected
 * currency (the default currency otherwise). POC and demo modes show the sample rows.
 */
export function useCarrierAvailability(props: SampleWidgetProps): ViewStatus<CarrierAvailabilityRow[]> {
  const { bus, host } = useHost();
  const pocType = useSampleKind(useMode(props.mode, 'policy'));
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const dates = useBusState((s) => resolveDateRange(s, 'air'));
  const { signedIn, signedOut } = useSignedIn();
  const fare = targetFareMember(currency);
  const query = useQuery({
    queryKey: ['cube', 'carrier-availability', filters, dates, fare],
    queryFn: async ({ signal }) => {
      // Compact: 50,000 rows as arrays, not objects repeating each member's name per cell.
      const summary = carrierPnrSummaryQuery(
        [dates.startDate, dates.endDate],
        currency,
        cubeFilters(SEGMENTS_CUBE, filters),
      );
      return carrierAvailabilityRows(await loadCubeCompact(bus, summary, signal), fare);
    },
    enabled: pocType === null && signedIn,
  });
  useEffect(() => {
    if (query.error) emit(host, 'tripsight-error', errorDetail(query.error, CUBE_API_PATH));
  }, [query.error, host]);
  const sample = useMemo(() => (pocType ? sampleAvailabilityRows() : null), [pocType]);
  if (sample) return { status: 'success', data: sample, currency: 'USD' };
  if (signedOut) return { status: 'signed-out' };
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'success',
    data: query.data,
    currency: hasTargetFareIn(currency) ? currency : null,
  };
}

/**
 * A card's rows: the PNR summary (one query shared by the cards of a dashboard) with the `filters`
 * attribute applied, and how many rows the period has before filtering.
 */
export function useFilteredAvailability(props: CarrierWidgetProps): {
  view: ViewStatus<CarrierAvailabilityRow[]>;
  total: number | null;
} {
  const all = useCarrierAvailability(props);
  const rows = all.status === 'success' ? all.data : null;
  const { filters } = props;
  const kept = useMemo(() => (rows && filters ? filterAvailability(rows, filters) : rows), [rows, filters]);
  if (all.status !== 'success' || !kept) return { view: all, total: null };
  return { view: { ...all, data: kept }, total: rows?.length ?? 0 };
}
