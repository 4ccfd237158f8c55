import { CUBE_FILTER_DIMENSIONS } from '@tripsight/core/cube';
import type { FilterGroup } from '@tripsight/core/bus';
import { FILTER_GROUPS } from '@tripsight/core/controls';
import { PRODUCTS } from '../sql/products.js';
import { filterKnown, member, type CubeMember } from './cube-schema.js';
import type { Dialect } from '../dialect/dialect.js';

/** The stored currencies of every hotel money column, and the member suffix each answers under. */
const CURRENCIES = [
  ['Usd', 'usd', 'USD'],
  ['Eur', 'eur', 'EUR'],
  ['Gbp', 'gbp', 'GBP'],
  ['DefaultCurrency', 'branch', 'default currency'],
] as const;

/** The titles of the filter dimensions, as the air cubes give them. */
const FILTER_TITLES: Readonly<Record<FilterGroup, [title: string, shortTitle?: string]>> = {
  corporate: ['Client'],
  gds: ['GDS'],
  pccName: ['PCC name', 'PCC'],
  region: ['Region'],
  continent: ['Continent'],
  pointOfSale: ['Point of sale'],
};

/**
 * The global filters as dimensions of a hotel cube, under the air cubes' member names (core's
 * CUBE_FILTER_DIMENSIONS, so `cubeFilters` restricts a hotel cube as it does an air one) over the
 * hotel product's filter columns (the Client filter is the corporate name, docs/rules/shell.md#global-filters).
 */
export function hotelFilterDimensions(alias: string): Record<string, CubeMember> {
  const hotel = PRODUCTS.hotel;
  const dimensions: Record<string, CubeMember> = {};
  for (const group of FILTER_GROUPS) {
    const [title, shortTitle] = FILTER_TITLES[group];
    const name = CUBE_FILTER_DIMENSIONS[group];
    dimensions[name] = filterKnown(
      name,
      member(title, 'string', `${alias}.${hotel.filterColumns[group]}`, shortTitle),
    );
  }
  dimensions.tmcBranchDefaultCurrency = filterKnown(
    'tmcBranchDefaultCurrency',
    member('Branch default currency', 'string', `${alias}.${hotel.currencyColumn}`, 'Default currency'),
  );
  return dimensions;
}

/**
 * A money measure in the four stored currencies (`{prefix}Usd`, `…Eur`, `…Gbp`,
 * `…DefaultCurrency`): `sql(suffix)` is its expression over the columns of one currency
 * (`usd`, `eur`, `gbp`, `branch`), rounded to cents.
 */
export function money(
  prefix: string,
  title: string,
  sql: (suffix: string) => string,
): Record<string, CubeMember> {
  return Object.fromEntries(
    CURRENCIES.map(([memberSuffix, column, label]) => [
      `${prefix}${memberSuffix}`,
      member(
        `${title} (${label})`,
        'number',
        (d: Dialect) => d.round(`coalesce(${sql(column)}, 0)`, 2),
        `${title} ${label}`,
      ),
    ]),
  );
}

/** `sum(t.{column}_{suffix})`, over the rows `where` keeps when given. */
export const sumOf =
  (column: string, where?: string) =>
  (suffix: string): string =>
    `sum(t.${column}_${suffix})${where ? ` FILTER (WHERE ${where})` : ''}`;

/** `a / b` (null when b is 0). */
export const per = (a: string, b: string): string => `${a} / nullif(${b}, 0)`;

/** A share in percent (0–100, two decimals; 0 when the whole is 0). */
export const percent =
  (part: string, whole: string) =>
  (d: Dialect): string =>
    d.round(`coalesce(100.0 * ${part} / nullif(${whole}, 0), 0)`, 2);

/** A count of the rows `where` keeps. */
export const countWhere = (where?: string): string =>
  `count(*)${where ? ` FILTER (WHERE ${where})` : ''}::INTEGER`;

/** A flag of the row as 'Yes' or 'No', so it can be grouped and filtered like any text. */
const yesNo = (title: string, column: string, shortTitle?: string): CubeMember =>
  member(title, 'string', `CASE WHEN ${column} THEN 'Yes' ELSE 'No' END`, shortTitle);

/** The day bands of a lead time, by the first day of each: a travel manager's usual buckets. */
const DAY_BANDS = [
  [0, '0-2 days'],
  [3, '3-7 days'],
  [8, '8-14 days'],
  [15, '15-30 days'],
  [31, '31+ days'],
] as const;

/**
 * Two dimensions of a number of days: its band (`{name}Band`, '3-7 days') and the band's first day
 * (`{name}BandStart`, 3), which a query orders the bands by.
 */
export function dayBands(name: string, title: string, days: string): Record<string, CubeMember> {
  const band = (value: (entry: (typeof DAY_BANDS)[number]) => string) =>
    `CASE ${DAY_BANDS.slice(1)
      .map(
        (entry, i) => `WHEN ${days} < ${entry[0]} THEN ${value(DAY_BANDS[i] as (typeof DAY_BANDS)[number])}`,
      )
      .join(' ')} ELSE ${value(DAY_BANDS[DAY_BANDS.length - 1] as (typeof DAY_BANDS)[number])} END`;
  return {
    [`${name}Band`]: member(
      title,
      'string',
      band(([, label]) => `'${label}'`),
    ),
    [`${name}BandStart`]: member(
      `${title} (first day)`,
      'number',
      band(([start]) => String(start)),
    ),
  };
}

/** Where and in what a reservation stayed: the dimensions both hotel cubes share. */
export function stayDimensions(alias: string): Record<string, CubeMember> {
  return {
    recordLocator: member('Record locator', 'string', `${alias}.record_locator`, 'Reservation'),
    hotelName: member('Hotel', 'string', `${alias}.hotel_name`),
    hotelMasterChain: member('Hotel chain', 'string', `${alias}.hotel_master_chain`, 'Chain'),
    destinationCity: member('Stay city', 'string', `${alias}.destination_city`, 'City'),
    destinationCountry: member('Stay country', 'string', `${alias}.destination_country`, 'Country'),
    roomType: member('Room type', 'string', `${alias}.room_type`, 'Room'),
    rateType: member('Rate type', 'string', `coalesce(${alias}.rate_type, 'Public rate')`, 'Rate'),
    nights: member('Nights of the stay', 'number', `${alias}.nights`, 'Nights'),
    checkinDate: member('Check-in date', 'time', `${alias}.checkin_date`, 'Check-in'),
    isHpa: yesNo('HPA programme', `${alias}.is_hpa`, 'HPA'),
    isPmOnly: yesNo('Property-manager-only property', `${alias}.is_pm_only`, 'PM only'),
    isAutorebook: yesNo('Rebooking automation', `${alias}.is_autorebook`, 'Automation'),
    ...hotelFilterDimensions(alias),
  };
}
