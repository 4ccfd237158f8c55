import type { CubeMemberType } from '@tripsight/core/cube';
import type { Dialect } from '../dialect/dialect.js';
import { DUCKDB_DIALECT } from '../dialect/duckdb-dialect.js';

/** One member of a cube: its titles, type, and SQL over the cube's row alias `t` (and `d`, the filter combination). */
export interface CubeMember {
  title: string;
  shortTitle: string;
  type: CubeMemberType;
  /** The SQL in DuckDB's dialect (the question screen reads the warehouse's values with it). */
  sql: string;
  /** The SQL in any dialect, for a member written through one (`memberSql` picks it). */
  sqlIn?: (dialect: Dialect) => string;
  /** Other words a travel manager uses for it ("bookings" for PNRs); the question screen reads them. */
  synonyms?: readonly string[];
  /**
   * The tabs whose pages may read this member, where fewer than the cube's readers (the emission
   * figures: the Sustainability tabs); a query naming it anywhere needs one of them.
   */
  readers?: readonly string[];
}

/**
 * One cube of the semantic layer: the rows it reads (`from`, every row of the caller's TMC through
 * `t.tmc_id`), its measures (aggregates) and its dimensions (row values; `time` ones are days).
 */
export interface CubeDefinition {
  name: string;
  title: string;
  /** The rows in DuckDB's dialect. */
  from: string;
  /** The rows in any dialect, for a cube whose rows are written through one (`cubeFrom` picks it). */
  fromIn?: (dialect: Dialect) => string;
  /** The rows without the filter combinations' table, for a query that uses none of its members (`d.`). */
  fromWithoutFilters?: string;
  /**
   * Tables joined one row to one only when a member of the query reads their alias (`e.` for `e`):
   * `alias → JOIN clause`, added after the rows (with or without the filter table).
   */
  joins?: Readonly<Record<string, string>>;
  measures: Readonly<Record<string, CubeMember>>;
  dimensions: Readonly<Record<string, CubeMember>>;
  /**
   * Where the rows live: the analytics warehouse (DuckDB, the default) or the operational store
   * (`ops`: PGlite or PostgreSQL, PostgreSQL dialect), whose rows carry the TMC as `t.tmc_id` too.
   */
  store?: 'warehouse' | 'ops';
  /** When set, only users entitled to one of these tabs may query the cube (besides the API's own tabs). */
  tabs?: readonly string[];
}

/** A member's SQL: portable text, or written through the dialect (rounding, dates, …). */
export type MemberSql = string | ((dialect: Dialect) => string);

export const member = (
  title: string,
  type: CubeMemberType,
  sql: MemberSql,
  shortTitle = title,
): CubeMember => ({
  title,
  shortTitle,
  type,
  ...(typeof sql === 'string' ? { sql } : { sql: sql(DUCKDB_DIALECT), sqlIn: sql }),
});

/** A cube's rows in `dialect` (the rows without the filter table are plain tables, the same everywhere). */
export const cubeFrom = (cube: CubeDefinition, dialect: Dialect): string =>
  cube.fromIn ? cube.fromIn(dialect) : cube.from;

/** A member's SQL in `dialect`. */
export const memberSql = (m: CubeMember, dialect: Dialect): string => (m.sqlIn ? m.sqlIn(dialect) : m.sql);

/** What travel managers call the PNRs a cube counts. */
export const PNR_WORDS = [
  'bookings',
  'trips',
  'itineraries',
  'tickets',
  'reservations',
  'pnr count',
  'booking count',
  'ticket count',
  'trip count',
  'number of bookings',
];
/** What they call the days between booking and departure. */
export const LEAD_TIME_WORDS = [
  'days in advance',
  'days of departure',
  'days to departure',
  'days before travel',
  'days ahead',
  'lead time',
  'before departure',
  'in advance',
  'ahead',
];

/** `member` also known by other words. */
export const known = (m: CubeMember, ...synonyms: string[]): CubeMember => ({ ...m, synonyms });

/** Every member of `members` also known by other words (the four currencies of one money measure). */
export const allKnown = (
  members: Record<string, CubeMember>,
  ...synonyms: string[]
): Record<string, CubeMember> =>
  Object.fromEntries(Object.entries(members).map(([name, m]) => [name, known(m, ...synonyms)]));

/**
 * What travel managers call the global filters, by member name: every view holding the member knows
 * it by these words (the air cubes and the hotel ones alike).
 */
const FILTER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  directEnterprise: [
    'company',
    'companies',
    'corporate',
    'corporates',
    'corporate client',
    'corporate account',
    'organisation',
    'organization',
  ],
  gds: ['global distribution system', 'distribution system'],
  pccName: ['pcc', 'pseudo city code', 'booking office'],
  ticketingRegion: ['regions', 'sales region', 'world region'],
  ticketingContinent: ['continents'],
  ticketingCountry: ['point of sale country', 'pos country', 'selling country'],
};

/** `m` known by the filter synonyms of `name`. */
export const filterKnown = (name: string, m: CubeMember): CubeMember =>
  known(m, ...(FILTER_SYNONYMS[name] ?? []));

/** The global filters as dimensions (the bus's filter groups; core's CUBE_FILTER_DIMENSIONS). */
export function filterDimensions(alias: string): Record<string, CubeMember> {
  const members: Record<string, CubeMember> = {
    directEnterprise: member('Client', 'string', `${alias}.direct_enterprise`),
    gds: member('GDS', 'string', `${alias}.gds`),
    pccName: member('PCC name', 'string', `${alias}.pcc_name`, 'PCC'),
    ticketingRegion: member('Region', 'string', `${alias}.ticketing_region`),
    ticketingContinent: member('Continent', 'string', `${alias}.ticketing_continent`),
    // An air view has no country of its own but where the ticket was sold (a hotel view has its stay's).
    ticketingCountry: known(
      member('Point of sale', 'string', `${alias}.ticketing_country`),
      'country',
      'countries',
    ),
    tmcBranchDefaultCurrency: member(
      'Branch default currency',
      'string',
      `${alias}.tmc_branch_default_currency`,
      'Default currency',
    ),
  };
  return Object.fromEntries(
    Object.entries(members).map(([name, m]) => [
      name,
      known(m, ...(m.synonyms ?? []), ...(FILTER_SYNONYMS[name] ?? [])),
    ]),
  );
}

/** Money in the four stored currencies: `{prefix}Usd`, `…Eur`, `…Gbp`, `…DefaultCurrency`. */
export function moneyMeasures(
  prefix: string,
  title: string,
  column: string,
  aggregate: 'sum' | 'avg' = 'sum',
  where = '',
): Record<string, CubeMember> {
  const filter = where ? ` FILTER (WHERE ${where})` : '';
  const sum = (suffix: string) => (d: Dialect) =>
    d.round(`coalesce(${aggregate}(t.${column}_${suffix})${filter}, 0)`, 2);
  return {
    [`${prefix}Usd`]: member(`${title} (USD)`, 'number', sum('usd'), `${title} USD`),
    [`${prefix}Eur`]: member(`${title} (EUR)`, 'number', sum('eur'), `${title} EUR`),
    [`${prefix}Gbp`]: member(`${title} (GBP)`, 'number', sum('gbp'), `${title} GBP`),
    [`${prefix}DefaultCurrency`]: member(
      `${title} (default currency)`,
      'number',
      sum('branch'),
      `${title} default currency`,
    ),
  };
}

export const percentOf = (part: string, whole: string) => (d: Dialect) =>
  d.round(
    `coalesce(100.0 * count(*) FILTER (WHERE ${part}) / nullif(count(*) FILTER (WHERE ${whole}), 0), 0)`,
    2,
  );
