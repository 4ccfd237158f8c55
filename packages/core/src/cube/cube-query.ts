/**
 * The analytics query (docs/rules/question.md#analytics-query), in the request shape of Cube's
 * REST API, so a TMC that runs Cube can point the elements at it: members are `Cube.member`.
 */
export interface CubeQuery {
  measures?: string[];
  dimensions?: string[];
  timeDimensions?: CubeTimeDimension[];
  filters?: CubeFilter[];
  /** `{ member: 'asc' | 'desc' }` in priority order, or a list of `[member, direction]`. */
  order?: Record<string, CubeOrder> | [string, CubeOrder][];
  /** At most `CUBE_MAX_LIMIT` rows. */
  limit?: number;
  offset?: number;
  /** Also answer `total`: how many rows the query has without `limit` and `offset`. */
  total?: boolean;
  /**
   * `compact` answers `data` as `{ members, dataset }` (one array of values per row, in the order of
   * `members`) instead of one object per row: Cube's format for large answers.
   */
  responseFormat?: CubeResponseFormat;
}

type CubeResponseFormat = 'default' | 'compact';

export type CubeOrder = 'asc' | 'desc';

export interface CubeTimeDimension {
  dimension: string;
  /**
   * `[start, end]` (YYYY-MM-DD, inclusive), one day, or a relative range as Cube reads it (`last
   * month`, `this year`, `last 7 days`, `from 7 days ago to now`; see `relativeDateRange`).
   */
  dateRange?: [string, string] | string;
  granularity?: CubeGranularity;
}

export interface CubeFilter {
  member: string;
  operator: CubeOperator;
  values?: string[];
}

/** Cube's filter operators the service supports. */
export const CUBE_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'gt',
  'gte',
  'lt',
  'lte',
  'set',
  'notSet',
  'inDateRange',
  'notInDateRange',
  'beforeDate',
  'afterDate',
] as const;
export type CubeOperator = (typeof CUBE_OPERATORS)[number];

/** The time granularities (the data is by day). */
export const CUBE_GRANULARITIES = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type CubeGranularity = (typeof CUBE_GRANULARITIES)[number];

/** The most rows one query may ask for: the PNR summary's limit (docs/rules/question.md#analytics-query). */
export const CUBE_MAX_LIMIT = 50_000;
/** Rows of a query without a limit (Cube's default). */
export const CUBE_DEFAULT_LIMIT = 10_000;

/** The type of a member. */
export type CubeMemberType = 'number' | 'string' | 'time';

/** One member as the meta call lists it. */
export interface CubeMemberMeta {
  name: string;
  title: string;
  shortTitle: string;
  type: CubeMemberType;
  /** Other words the member is known by (the question screen's lexicon); absent in Cube's own meta. */
  synonyms?: string[];
}

/** One cube of the meta call. */
export interface CubeMeta {
  name: string;
  title: string;
  measures: CubeMemberMeta[];
  dimensions: CubeMemberMeta[];
  segments: never[];
}

/** The `meta` answer ("available fields"). */
export interface CubeMetaResponse {
  cubes: CubeMeta[];
}

/** One row of a `load` answer: values keyed by member (`Cube.member`, `Cube.time.granularity`). */
export type CubeRow = Record<string, string | number | null>;

/** The rows of a `compact` answer: the members, then each row's values in their order. */
export interface CubeCompactData {
  members: string[];
  dataset: (string | number | null)[][];
}

/** The `load` answer (`data` is `CubeCompactData` when the query asked for `responseFormat: 'compact'`). */
export interface CubeLoadResponse<Data = CubeRow[]> {
  query: CubeQuery;
  data: Data;
  /** The rows without `limit` and `offset`, when the query asked for `total`. */
  total?: number;
  annotation: {
    measures: Record<string, Omit<CubeMemberMeta, 'name'>>;
    dimensions: Record<string, Omit<CubeMemberMeta, 'name'>>;
    timeDimensions: Record<string, Omit<CubeMemberMeta, 'name'>>;
    segments: Record<string, never>;
  };
}
