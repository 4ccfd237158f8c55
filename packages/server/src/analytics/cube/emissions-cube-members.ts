import { emissionMethod, hotelFactor, type EmissionMethod } from '@tripsight/core/emissions';
import { COUNTRIES } from '../../dataset/geography.js';
import type { Dialect } from '../dialect/dialect.js';
import { AIR_EMISSION_ROWS } from '../views/emission-sources.js';
import { co2eSql, kg } from '../views/emissions-sql.js';
import { DUCKDB_DIALECT } from '../dialect/duckdb-dialect.js';
import type { CubeMember } from './cube-schema.js';
import { AIR_EMISSION_TABS, HOTEL_EMISSION_TABS } from '../../security/entitlements.js';

/*
 * The `co2eKg` measure of the query API under the default method (the first of the methods list),
 * the method named in its title so every answer says which one it used.
 */

/** What travel managers call emissions on the question screen. */
const EMISSION_WORDS = [
  'emissions',
  'emission',
  'co2',
  'co2e',
  'carbon',
  'carbon emissions',
  'carbon footprint',
  'footprint',
  'greenhouse gas',
  'ghg',
  'carbon dioxide',
  // "How much carbon did we emit": the verb names the same figure.
  'emit',
  'emitted',
] as const;

/** The title of the measure: the unit and the method's id (which holds its factor year). */
const titleOf = (method: EmissionMethod) => `kg CO2e (${method.id})`;

// Built here rather than with cube-schema's `member`, which imports this module.
const measure = (
  method: EmissionMethod,
  sql: (d: Dialect) => string,
  readers: readonly string[],
): CubeMember => ({
  title: titleOf(method),
  shortTitle: 'kg CO2e',
  type: 'number',
  sql: sql(DUCKDB_DIALECT),
  sqlIn: sql,
  synonyms: EMISSION_WORDS,
  readers,
});

/** The join of a PNR cube's rows (`t`, one per PNR) to their emission row `e`, read only when asked. */
export const EMISSION_ROWS_JOIN = {
  e: `LEFT JOIN ${AIR_EMISSION_ROWS} e ON e.tmc_id = t.tmc_id AND e.record_locator = t.record_locator`,
} as const;

/** kg CO2e of the PNRs a group holds, as the air emissions views compute it (rounded to the gram). */
export function airCo2eMeasure(method = emissionMethod()): Record<'co2eKg', CubeMember> {
  return {
    co2eKg: measure(
      method,
      (d) => kg(d.round.bind(d), `sum(${co2eSql(method, { alias: 'e' })})`),
      AIR_EMISSION_TABS,
    ),
  };
}

/** The method's kg CO2e per room night of the country named in `column` (its fallback for the others). */
function nightFactorByNameSql(method: EmissionMethod, column: string): string {
  const cases = COUNTRIES.map(
    (country) => `WHEN '${country.name.replace(/'/g, "''")}' THEN ${hotelFactor(method, country.code)}`,
  ).join(' ');
  return `(CASE ${column} ${cases} ELSE ${method.hotelFallback.factor} END)`;
}

/** kg CO2e of the stays a group holds: nights times the factor of the country of the stay. */
export function hotelCo2eMeasure(method = emissionMethod()): Record<'co2eKg', CubeMember> {
  const factor = nightFactorByNameSql(method, 't.destination_country');
  return {
    co2eKg: measure(method, (d) => kg(d.round.bind(d), `sum(t.nights * ${factor})`), HOTEL_EMISSION_TABS),
  };
}
