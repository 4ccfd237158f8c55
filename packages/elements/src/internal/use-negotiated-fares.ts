import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CUBE_API_PATH, cubeFilters, ITINERARIES_CUBE, loadCube } from '@tripsight/core/cube';
import { resolveDateRange } from '@tripsight/core/dates';
import {
  hasSpendIn,
  TOP_NEGOTIATED_MAX,
  topNegotiatedBars,
  topNegotiatedQuery,
  type NegotiatedFareBar,
  type TopNegotiatedBy,
} from '@tripsight/core/supplier';
import { lowestNegoFarePnrRatioView, negotiatedFareAdoptionView } from '@tripsight/core/views';
import { emit } from './emit.js';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';
import { useSignedIn } from './use-has-token.js';
import type { ViewStatus } from './view-status.js';
import type { SampleWidgetProps } from './widget-props.js';
import { useView } from './use-view.js';
import { useMode } from './use-mode.js';
import { useSample, useSampleKind } from './use-sample.js';
import { errorDetail } from '@tripsight/core/errors';

/** The four percent figures of the page (docs/rules/air.md#negotiated-fares-adoption). */
export interface AdoptionFigures {
  negotiatedFareAdoption: number;
  catSuccess: number;
  lowestNegociatedFarePnrRatio: number;
  lifSuccess: number;
}

/**
 * The four figures: the adoption view and the ratio view in normal mode, the sample's figures in
 * POC and demo modes.
 */
export function useAdoptionFigures(props: SampleWidgetProps): ViewStatus<AdoptionFigures> {
  const mode = useMode(props.mode, 'policy');
  const adoption = useView(negotiatedFareAdoptionView, { mode, sample: props });
  const ratio = useView(lowestNegoFarePnrRatioView, { mode, sample: props });
  if (adoption.status !== 'success') return adoption;
  if (ratio.status !== 'success') return ratio;
  return {
    status: 'success',
    currency: null,
    data: {
      negotiatedFareAdoption: adoption.data.negotiatedFareAdoption,
      catSuccess: ratio.data.catSuccess,
      lowestNegociatedFarePnrRatio: ratio.data.lowestNegociatedFarePnrRatio,
      lifSuccess: ratio.data.lifSuccess,
    },
  };
}

/**
 * Top carriers (`airlines`) or Top routes (`routes`): core's top query (docs/rules/air.md#negotiated-fares-adoption) with the dashboard's
 * filters and dates, spend in the selected currency, ranking those with at least `minPnrs` PNRs.
 * The sample's rows in POC and demo modes (ranked by the sample).
 */
export function useTopNegotiated(
  props: SampleWidgetProps,
  by: TopNegotiatedBy,
  minPnrs: number,
): ViewStatus<NegotiatedFareBar[]> {
  const { bus, host } = useHost();
  const pocType = useSampleKind(useMode(props.mode, 'policy'));
  const sample = useSample('negotiatedFares', pocType, props);
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const dates = useBusState((s) => resolveDateRange(s, 'air'));
  const { signedIn, signedOut } = useSignedIn();
  const query = useQuery({
    queryKey: ['cube', 'negotiated-top', by, filters, dates, currency, minPnrs],
    queryFn: ({ signal }) =>
      loadCube(
        bus,
        topNegotiatedQuery(
          by,
          [dates.startDate, dates.endDate],
          currency,
          cubeFilters(ITINERARIES_CUBE, filters),
          minPnrs,
        ),
        signal,
      ),
    enabled: pocType === null && signedIn,
  });
  useEffect(() => {
    if (query.error) emit(host, 'tripsight-error', errorDetail(query.error, CUBE_API_PATH));
  }, [query.error, host]);
  if (pocType !== null) {
    if (sample.status !== 'success') return sample;
    const rows =
      by === 'airlines'
        ? sample.data.topCarriers.map((row) => ({ ...row, label: row.itinAirlines }))
        : sample.data.topRoutes.map((row) => ({ ...row, label: row.itinRoute }));
    const pick = (row: (typeof rows)[number]) =>
      currency === 'EUR' ? row.spendEUR : currency === 'GBP' ? row.spendGBP : row.spendUSD;
    return {
      status: 'success',
      currency: currency === 'EUR' || currency === 'GBP' ? currency : 'USD',
      data: rows.slice(0, TOP_NEGOTIATED_MAX).map((row) => ({
        label: row.label,
        lowestNegociatedFarePnrRatio: row.lowestNegociatedFarePnrRatio,
        countPnrs: row.countPnrs,
        spend: pick(row),
      })),
    };
  }
  if (signedOut) return { status: 'signed-out' };
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'success',
    currency: hasSpendIn(currency) ? currency : null,
    data: topNegotiatedBars(query.data, by, currency, minPnrs),
  };
}
