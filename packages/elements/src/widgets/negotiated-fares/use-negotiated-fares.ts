import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CUBE_API_PATH, cubeFilters, ITINERARIES_CUBE, loadCube, type CubeRow } from '@tripsight/core/cube';
import { resolveDateRange } from '@tripsight/core/dates';
import { lowestNegoFarePnrRatioView, negotiatedFareAdoptionView } from '@tripsight/core/views';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import type { ViewStatus } from '../../ui/view-state.js';
import type { PolicyWidgetProps } from '../policy/policy-widget.js';
import { usePolicyView, useSampleData, useSampleType } from '../policy/use-policy-data.js';

/** The four percent figures of the page (spec §2). */
export interface AdoptionFigures {
  negotiatedFareAdoption: number;
  catSuccess: number;
  lowestNegociatedFarePnrRatio: number;
  lifSuccess: number;
}

/** One bar of Top carriers or Top routes. */
export interface NegotiatedFareBar {
  label: string;
  lowestNegociatedFarePnrRatio: number;
  countPnrs: number;
  /** Spend in the selected currency (the default currency when none of USD, EUR, GBP is chosen). */
  spend: number;
}

/** How many bars each chart shows (spec §9). */
export const TOP_NEGOTIATED_MAX = 5;

/**
 * The four figures: the adoption view and the ratio view in normal mode, the sample's figures in
 * POC and demo modes.
 */
export function useAdoptionFigures(props: PolicyWidgetProps): ViewStatus<AdoptionFigures> {
  const adoption = usePolicyView(negotiatedFareAdoptionView, props, {
    module: 'negotiatedFares',
    fromSample: (sample) => sample.adoption,
  });
  const ratio = usePolicyView(lowestNegoFarePnrRatioView, props, {
    module: 'negotiatedFares',
    fromSample: (sample) => ({
      lowestNegociatedFarePnrRatio: sample.lowestNegociatedFarePnrRatio,
      countPnrs: sample.adoption.trackedPnrsWithNegotiatedFare,
      catSuccess: sample.catSuccess,
      lifSuccess: sample.lifSuccess,
    }),
  });
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

const SPEND_MEASURE: Record<string, string> = { USD: 'spendUsd', EUR: 'spendEur', GBP: 'spendGbp' };

/**
 * Top carriers (`airlines`) or Top routes (`routes`) by how often the negotiated fare was the lowest
 * available (spec §7): an analytics query on the creation date with the dashboard's filters, ratio
 * descending, airlines containing a comma or routes containing a colon left out, spend in USD, EUR,
 * GBP and the default currency; 5 rows. The sample's rows in POC and demo modes.
 */
export function useTopNegotiated(
  props: PolicyWidgetProps,
  by: 'airlines' | 'routes',
): ViewStatus<NegotiatedFareBar[]> {
  const { bus, host } = useHost();
  const pocType = useSampleType(props);
  const sample = useSampleData('negotiatedFares', pocType, props);
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const dates = useBusState((s) => resolveDateRange(s, 'air'));
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous');
  const dimension = `${ITINERARIES_CUBE}.${by === 'airlines' ? 'itinAirlines' : 'itinRoute'}`;
  const m = (name: string) => `${ITINERARIES_CUBE}.${name}`;
  const query = useQuery({
    queryKey: ['cube', 'negotiated-top', by, filters, dates],
    queryFn: ({ signal }) =>
      loadCube(
        bus,
        {
          measures: [
            m('lowestNegociatedFarePnrRatio'),
            m('countPnrs'),
            m('spendUsd'),
            m('spendEur'),
            m('spendGbp'),
            m('spendDefaultCurrency'),
          ],
          dimensions: [dimension],
          timeDimensions: [
            { dimension: m('resultDateCreatedAt'), dateRange: [dates.startDate, dates.endDate] },
          ],
          filters: [
            ...cubeFilters(ITINERARIES_CUBE, filters),
            { member: dimension, operator: 'notContains', values: [by === 'airlines' ? ',' : ':'] },
            { member: m('negotiatedFarePnrs'), operator: 'gt', values: ['0'] },
          ],
          order: { [m('lowestNegociatedFarePnrRatio')]: 'desc', [m('countPnrs')]: 'desc' },
          limit: TOP_NEGOTIATED_MAX,
        },
        signal,
      ),
    enabled: pocType === null && signedIn,
  });
  useEffect(() => {
    if (query.error) emit(host, 'tripsight-error', { message: query.error.message, source: CUBE_API_PATH });
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
  if (query.error) return { status: 'error', error: query.error };
  if (!query.data) return { status: 'loading' };
  const spend = m((currency && SPEND_MEASURE[currency]) ?? 'spendDefaultCurrency');
  return {
    status: 'success',
    currency: currency && SPEND_MEASURE[currency] ? currency : null,
    data: query.data.map((row: CubeRow) => ({
      label: String(row[dimension] ?? ''),
      lowestNegociatedFarePnrRatio: Number(row[m('lowestNegociatedFarePnrRatio')] ?? 0),
      countPnrs: Number(row[m('countPnrs')] ?? 0),
      spend: Number(row[spend] ?? 0),
    })),
  };
}
