import {
  ALTERNATIVE_KINDS,
  airEmissionsAlternativesView,
  type EmissionAlternativeRow,
} from '@tripsight/core/views';
import { count, money } from '../sql/figures.js';
import { moneyColumn } from '../sql/money.js';
import { BUCKET_MEASURES, routesInRange, stamped } from './emission-sources.js';
import { co2eSql, directCo2eSql, kg, methodOf } from './emissions-sql.js';
import type { ViewQuery } from './view-query.js';
import { AIR_EMISSION_TABS } from '../../security/entitlements.js';
import { viewRoute } from './view-route.js';

/*
 * What would have emitted less, from the PNRs of the range: economy instead of a higher cabin on the
 * same route; business-class PNRs whose every leg is under 4 hours in economy (the simulator's
 * base); a non-stop instead of a connection on a route where PNRs of the range flew one non-stop in
 * the same cabin. The fare difference is the average fare of the alternative on the same route (and
 * return or one way) in the range minus the fare paid; a PNR whose route has no such fare is left out.
 */

export const airEmissionsAlternatives: ViewQuery<typeof airEmissionsAlternativesView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const method = methodOf(params.method);
  const breakdown = params.breakdown ?? 'kind';
  const price = moneyColumn('price', scope.currency);
  const round = scope.dialect.round.bind(scope.dialect);
  // One row per route, trip variant (and client): its CO2e is the method's factors on its summed
  // km, its non-stop's CO2e that of one PNR times `pnrs`, and the fare of a route's alternative an
  // average over the PNRs of the range.
  const { params: bound, from } = routesInRange(scope, query, {
    measures: ['pnrs', price, ...BUCKET_MEASURES],
    client: breakdown === 'client',
  });
  const grouped = { kind: null, client: 'r.client', route: 'r.city_pair' }[breakdown];
  // Each route's CO2e as flown, in economy and as a non-stop, written once: a shorter statement
  // plans faster.
  const actual = co2eSql(method, { alias: 'routes' });
  const economy = co2eSql(method, { alias: 'routes', cabin: 'Economy' });
  const direct = directCo2eSql(method, 'routes');
  const keyed = grouped ? `${grouped} AS "${breakdown}", ` : '';
  const groupBy = grouped ? 'GROUP BY 1, 2' : 'GROUP BY 1';
  // The fare difference is rounded to 1/100 of a cent before the cent: the engines add the averaged
  // fares in their own order, and a difference of half a cent must round the same on every engine.
  const select = (kind: string, saved: string, fare: string) =>
    `SELECT '${kind}' AS kind, ${keyed}${count('sum(r.pnrs)')} AS pnrs,
       ${kg(round, `sum(${saved})`)} AS "co2eKgSaved",
       ${money(scope.dialect, scope.dialect.round(`sum(${fare} * r.pnrs - r.${price})`, 4))} AS "fareDifference"`;
  const sql = `WITH r AS (SELECT routes.*, ${actual} AS co2e, ${economy} AS economy_co2e, ${direct} AS direct_co2e
      FROM ${from} routes),
    economy AS (SELECT city_pair, is_return, sum(${price}) / sum(pnrs) AS fare FROM r
      WHERE cabin_class = 'Economy' GROUP BY city_pair, is_return),
    direct AS (SELECT city_pair, cabin_class, is_return, sum(${price}) / sum(pnrs) AS fare FROM r
      WHERE NOT has_connection GROUP BY city_pair, cabin_class, is_return)
    ${select('lowerCabin', 'r.co2e - r.economy_co2e', 'e.fare')}
      FROM r JOIN economy e ON e.city_pair = r.city_pair AND e.is_return = r.is_return
      WHERE r.cabin_class <> 'Economy' ${groupBy}
    UNION ALL
    ${select('businessUnder4h', 'r.co2e - r.economy_co2e', 'e.fare')}
      FROM r JOIN economy e ON e.city_pair = r.city_pair AND e.is_return = r.is_return
      WHERE r.cabin_class = 'Business' AND r.short_legs ${groupBy}
    UNION ALL
    ${select('nonStop', 'r.co2e - r.pnrs * r.direct_co2e', 'd.fare')}
      FROM r JOIN direct d ON d.city_pair = r.city_pair AND d.cabin_class = r.cabin_class AND d.is_return = r.is_return
      WHERE r.has_connection ${groupBy}`;
  const rows = await warehouse.all<EmissionAlternativeRow>(
    `SELECT * FROM (${sql}) a ORDER BY kind, "co2eKgSaved" DESC${grouped ? `, "${breakdown}"` : ''}`,
    bound.values,
  );
  // By kind, every kind answers, with zeros when no PNR of the range had that alternative.
  const data = grouped
    ? rows
    : ALTERNATIVE_KINDS.map(
        (kind) =>
          rows.find((row) => row.kind === kind) ?? { kind, pnrs: 0, co2eKgSaved: 0, fareDifference: 0 },
      );
  return stamped(data, method, { currencyFields: ['fareDifference'] });
};

export const AIR_EMISSION_ALTERNATIVES_ROUTES = [
  viewRoute(airEmissionsAlternativesView, airEmissionsAlternatives, AIR_EMISSION_TABS),
];
