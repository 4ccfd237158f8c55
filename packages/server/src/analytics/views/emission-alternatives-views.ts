import { DISTANCE_BUCKETS, emissionAlternatives, type CabinClass } from '@tripsight/core/emissions';
import {
  ALTERNATIVE_KINDS,
  airEmissionsAlternativesView,
  type EmissionAlternativeRow,
} from '@tripsight/core/views';
import { bucketColumn } from '../../dataset/air-emissions.js';
import { AIR_EMISSION_TABS } from '../../security/entitlements.js';
import { moneyColumn } from '../sql/money.js';
import { KM_MEASURES, routesInRange, stamped } from './emission-sources.js';
import { methodOf } from './emissions-sql.js';
import type { ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';

/*
 * What would have emitted less (core's `emissionAlternatives`), from the PNRs of the range: one
 * statement gives the PNRs, fares and km per bucket of each route and trip variant (and client), the
 * same for every method, a few thousand rows.
 */

/** One route and trip variant of the range as the statement returns it. */
interface RouteVariant {
  client?: string;
  city_pair: string;
  cabin_class: CabinClass;
  is_return: boolean;
  has_connection: boolean;
  short_legs: boolean;
  direct_km: number;
  direct_domestic: boolean;
  pnrs: number;
  fares: number;
  [km: string]: unknown;
}

export const airEmissionsAlternatives: ViewQuery<typeof airEmissionsAlternativesView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const method = methodOf(params.method);
  const breakdown = params.breakdown ?? 'kind';
  const price = moneyColumn('price', scope.currency);
  const { params: bound, from } = routesInRange(scope, query, {
    measures: ['pnrs', price, ...KM_MEASURES],
    client: breakdown === 'client',
  });
  const flags = ['is_return', 'has_connection', 'short_legs', 'direct_domestic'];
  const routes = await warehouse.all<RouteVariant>(
    `SELECT ${breakdown === 'client' ? 'r.client, ' : ''}r.city_pair, r.cabin_class, r.direct_km,
       ${flags.map((flag) => `r.${flag}::INTEGER AS ${flag}`).join(', ')},
       r.pnrs::INTEGER AS pnrs, coalesce(r.${price}, 0)::DOUBLE AS fares,
       ${DISTANCE_BUCKETS.map((b) => `coalesce(r.${bucketColumn(b.id)}, 0)::DOUBLE AS ${bucketColumn(b.id)}`).join(', ')}
     FROM ${from} r`,
    bound.values,
  );
  const sums = emissionAlternatives(
    method,
    routes.map((row) => ({
      ...(breakdown === 'client'
        ? { group: row.client }
        : breakdown === 'route'
          ? { group: row.city_pair }
          : {}),
      route: row.city_pair,
      cabin: row.cabin_class,
      isReturn: Number(row.is_return) === 1,
      hasConnection: Number(row.has_connection) === 1,
      shortLegs: Number(row.short_legs) === 1,
      directKm: row.direct_km,
      directDomestic: Number(row.direct_domestic) === 1,
      pnrs: row.pnrs,
      fares: row.fares,
      km: Object.fromEntries(DISTANCE_BUCKETS.map((b) => [b.id, Number(row[bucketColumn(b.id)])])),
    })),
  );
  // By kind, every kind answers, with zeros when no PNR of the range had that alternative.
  const data: EmissionAlternativeRow[] =
    breakdown === 'kind'
      ? ALTERNATIVE_KINDS.map(
          (kind) =>
            sums.find((row) => row.kind === kind) ?? { kind, pnrs: 0, co2eKgSaved: 0, fareDifference: 0 },
        )
      : sums.map(({ group, ...row }) => ({ ...row, [breakdown]: group }));
  return stamped(data, method, { currencyFields: ['fareDifference'] });
};

export const AIR_EMISSION_ALTERNATIVES_ROUTES = [
  viewRoute(airEmissionsAlternativesView, airEmissionsAlternatives, AIR_EMISSION_TABS),
];
