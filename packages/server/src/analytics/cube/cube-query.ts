import {
  CUBE_DEFAULT_LIMIT,
  CUBE_GRANULARITIES,
  CUBE_MAX_LIMIT,
  CUBE_OPERATORS,
  type CubeFilter,
  type CubeGranularity,
  type CubeLoadResponse,
  type CubeMemberMeta,
  type CubeOperator,
  type CubeQuery,
} from '@tripsight/core/cube';
import { badRequest } from '../../errors.js';
import { CUBES, type CubeDefinition, type CubeMember } from './cube-schema.js';
import { SqlParams } from '../sql/sql-params.js';
import type { Warehouse } from '../warehouse/warehouse.js';

const QUERY_KEYS = new Set([
  'measures',
  'dimensions',
  'timeDimensions',
  'filters',
  'order',
  'limit',
  'offset',
  'responseFormat',
]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A member of the query, resolved against its cube. */
interface Resolved {
  name: string;
  kind: 'measure' | 'dimension';
  member: CubeMember;
}

/** True when an SQL expression reads the filter combinations' table (alias `d`). */
const readsFilterTable = (sql: string) => /\bd\./.test(sql);

/** Validates and compiles one query; every value is bound, every member comes from the cube's definition. */
class CubeCompiler {
  readonly params = new SqlParams();
  private cube: CubeDefinition | null = null;
  /** True once a member reads the filter combinations' table (alias `d`). */
  usesFilterTable = false;

  resolve(name: unknown, field: string): Resolved {
    if (typeof name !== 'string') throw badRequest(field, 'must be a member name (Cube.member)');
    const [cubeName = '', memberName = '', extra] = name.split('.');
    const cube = CUBES.get(cubeName);
    if (!cube || extra !== undefined) throw badRequest(field, `unknown member ${name}`);
    if (this.cube && this.cube !== cube) {
      throw badRequest(field, `${name} is not in cube ${this.cube.name} (one cube per query)`);
    }
    const measure = Object.hasOwn(cube.measures, memberName) ? cube.measures[memberName] : undefined;
    const dimension = Object.hasOwn(cube.dimensions, memberName) ? cube.dimensions[memberName] : undefined;
    if (!measure && !dimension) throw badRequest(field, `unknown member ${name}`);
    this.cube = cube;
    if (readsFilterTable((measure ?? dimension)?.sql ?? '')) this.usesFilterTable = true;
    return measure
      ? { name, kind: 'measure', member: measure }
      : { name, kind: 'dimension', member: dimension as CubeMember };
  }

  get definition(): CubeDefinition {
    if (!this.cube) throw badRequest('query', 'asks for no measures or dimensions');
    return this.cube;
  }

  filter(filter: CubeFilter, index: number): { having: boolean; sql: string } {
    const field = `filters[${index}]`;
    if (!filter || typeof filter !== 'object') throw badRequest(field, 'must be an object');
    for (const key of Object.keys(filter)) {
      if (!['member', 'dimension', 'operator', 'values'].includes(key)) {
        throw badRequest(`${field}.${key}`, 'unknown property');
      }
    }
    const target = this.resolve(
      filter.member ?? (filter as { dimension?: string }).dimension,
      `${field}.member`,
    );
    const operator = filter.operator as CubeOperator;
    if (!CUBE_OPERATORS.includes(operator)) {
      throw badRequest(`${field}.operator`, `unknown operator ${String(filter.operator)}`);
    }
    const values = filter.values ?? [];
    if (
      !Array.isArray(values) ||
      values.some((value) => typeof value !== 'string' && typeof value !== 'number')
    ) {
      throw badRequest(`${field}.values`, 'must be a list of strings');
    }
    const text = values.map(String);
    const { sql: column, type } = target.member;
    const need = (count: number | 'some') => {
      if (count === 'some' ? text.length === 0 : text.length !== count) {
        throw badRequest(
          `${field}.values`,
          `${operator} needs ${count === 'some' ? 'at least one value' : `${count} value(s)`}`,
        );
      }
    };
    const needType = (wanted: string) => {
      if (type !== wanted)
        throw badRequest(`${field}.operator`, `${operator} applies to ${wanted} members, not ${target.name}`);
    };
    const date = (value: string) => {
      if (!DAY.test(value)) throw badRequest(`${field}.values`, `${value} is not a date (YYYY-MM-DD)`);
      return `${this.params.add(value)}::DATE`;
    };
    const typed = (value: string) => {
      if (type === 'number') {
        if (!Number.isFinite(Number(value)) || value.trim() === '') {
          throw badRequest(`${field}.values`, `${value} is not a number`);
        }
        return `${this.params.add(Number(value))}::DOUBLE`;
      }
      if (type === 'time') return date(value);
      return this.params.add(value);
    };
    // Text operators ignore case, as Cube's do, and take the value literally (no wildcards). A value
    // without letters (':' or ',') is compared as it is: lower-casing every row would change nothing.
    const anyText = (fn: string) =>
      text
        .map((value) => {
          const bound = this.params.add(value);
          return value.toLowerCase() === value.toUpperCase()
            ? `${fn}(${column}::VARCHAR, ${bound})`
            : `${fn}(lower(${column}::VARCHAR), lower(${bound}))`;
        })
        .join(' OR ');
    let sql: string;
    switch (operator) {
      case 'equals':
        need('some');
        sql = `${column} IN (${text.map(typed).join(', ')})`;
        break;
      case 'notEquals':
        need('some');
        sql = `(${column} NOT IN (${text.map(typed).join(', ')}) OR ${column} IS NULL)`;
        break;
      case 'contains':
        need('some');
        sql = `(${anyText('contains')})`;
        break;
      case 'notContains':
        need('some');
        sql = `(NOT (${anyText('contains')}) OR ${column} IS NULL)`;
        break;
      case 'startsWith':
        need('some');
        sql = `(${anyText('starts_with')})`;
        break;
      case 'endsWith':
        need('some');
        sql = `(${anyText('suffix')})`;
        break;
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        need(1);
        needType('number');
        const op = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[operator];
        sql = `${column} ${op} ${typed(text[0] as string)}`;
        break;
      }
      case 'set':
      case 'notSet':
        need(0);
        sql = `${column} IS ${operator === 'set' ? 'NOT ' : ''}NULL`;
        break;
      case 'inDateRange':
      case 'notInDateRange': {
        need(2);
        needType('time');
        const between = `${column} BETWEEN ${date(text[0] as string)} AND ${date(text[1] as string)}`;
        sql = operator === 'inDateRange' ? between : `(NOT (${between}) OR ${column} IS NULL)`;
        break;
      }
      case 'beforeDate':
      case 'afterDate':
        need(1);
        needType('time');
        sql = `${column} ${operator === 'beforeDate' ? '<' : '>'} ${date(text[0] as string)}`;
        break;
    }
    return { having: target.kind === 'measure', sql };
  }
}

function list(value: unknown, field: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(field, 'must be a list');
  return value;
}

/** A selected member: its value in the rows' statement, and how the answer writes it. */
interface Column {
  raw: string;
  out: (ref: string) => string;
}

/** One key of the asked order. */
interface OrderEntry {
  alias: string;
  direction: 'ASC' | 'DESC';
}

/** From this many rows on, plain rows ordered by a date are cut at a date before they are sorted. */
const CUT_FROM_ROWS = 1_000;

/**
 * A condition that keeps, of plain rows ordered first by a date, only those from the date at which
 * the rows wanted (`wanted`: limit plus offset) are reached: the rows are counted per date (a few
 * hundred dates) and only the rows of the newest (or oldest) dates are sorted, instead of every row
 * the conditions keep. Rows without a date sort last, so they are kept only when the dated rows
 * fall short. Empty for other orders and for few rows, where sorting everything is cheaper.
 */
function dateCut(first: OrderEntry, selected: Map<string, Column>, wanted: number, rows: string): string {
  const column = selected.get(first.alias) as Column;
  if (column.out !== isoDay || wanted < CUT_FROM_ROWS) return '';
  const key = `(${column.raw})`;
  // A missing date or cut compares as the far end of time: a missing cut keeps every row.
  const [pick, keep, far] =
    first.direction === 'DESC' ? ['max', '>=', "'-infinity'"] : ['min', '<=', "'infinity'"];
  // Counting from the first date in the order, the dates whose running count reaches `wanted` are
  // the cut and every date after it; the cut is the first of them (none: every row is wanted).
  const cut = `(SELECT ${pick}(k) FROM (
      SELECT k, sum(n) OVER (ORDER BY k ${first.direction}) AS running
      FROM (SELECT ${key} AS k, count(*) AS n FROM ${rows} AND ${key} IS NOT NULL GROUP BY 1)
    ) WHERE running >= ${wanted})`;
  return `AND coalesce(${key}, ${far}::DATE) ${keep} coalesce(${cut}, ${far}::DATE)`;
}
const same = (ref: string) => ref;
/**
 * Time members answer as Cube does: local ISO timestamps at midnight. A date written as text and
 * joined to the time of day costs a third of `strftime` (50,000 rows of three dates: ~40 ms).
 */
const isoDay = (ref: string) => `(${ref}::DATE::VARCHAR || 'T00:00:00.000')`;
/** The row id beside plain rows, which breaks ties of their order. */
const ROW_ID = '"row id"';
/** A member name as an SQL string (names come from the cube's definition, never from the caller). */
const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

const meta = (member: CubeMember): Omit<CubeMemberMeta, 'name'> => ({
  title: member.title,
  shortTitle: member.shortTitle,
  type: member.type,
});

/**
 * Runs one analytics query for the caller's TMC: validates it (an unknown member, operator or
 * granularity is a 400 naming it; `limit` at most 50,000), compiles it to one statement over the
 * cube's rows with bound values only, and answers in Cube's `load` shape as JSON text
 * (`CubeLoadResponse<CubeRow[] | CubeCompactData>`), its rows written by the database.
 */
export async function loadCubeQuery(warehouse: Warehouse, tmc: string, raw: unknown): Promise<string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('query', 'must be an object');
  const query = raw as CubeQuery;
  for (const key of Object.keys(query))
    if (!QUERY_KEYS.has(key)) throw badRequest(key, 'unknown query property');
  const compiler = new CubeCompiler();
  const measures = list(query.measures, 'measures').map((name, i) => {
    const resolved = compiler.resolve(name, `measures[${i}]`);
    if (resolved.kind !== 'measure') throw badRequest(`measures[${i}]`, `${resolved.name} is a dimension`);
    return resolved;
  });
  const dimensions = list(query.dimensions, 'dimensions').map((name, i) => {
    const resolved = compiler.resolve(name, `dimensions[${i}]`);
    if (resolved.kind !== 'dimension') throw badRequest(`dimensions[${i}]`, `${resolved.name} is a measure`);
    return resolved;
  });
  const where: string[] = [];
  const having: string[] = [];
  const times: { alias: string; plain: string; sql: string; member: CubeMember }[] = [];
  list(query.timeDimensions, 'timeDimensions').forEach((entry, i) => {
    const field = `timeDimensions[${i}]`;
    if (!entry || typeof entry !== 'object') throw badRequest(field, 'must be an object');
    const time = entry as { dimension?: unknown; dateRange?: unknown; granularity?: unknown };
    for (const key of Object.keys(time)) {
      if (!['dimension', 'dateRange', 'granularity'].includes(key))
        throw badRequest(`${field}.${key}`, 'unknown property');
    }
    const resolved = compiler.resolve(time.dimension, `${field}.dimension`);
    if (resolved.member.type !== 'time')
      throw badRequest(`${field}.dimension`, `${resolved.name} is not a time dimension`);
    if (time.dateRange !== undefined) {
      const range = typeof time.dateRange === 'string' ? [time.dateRange, time.dateRange] : time.dateRange;
      if (
        !Array.isArray(range) ||
        range.length !== 2 ||
        !range.every((d) => typeof d === 'string' && DAY.test(d.slice(0, 10)))
      ) {
        throw badRequest(`${field}.dateRange`, 'must be [start, end] as YYYY-MM-DD');
      }
      where.push(
        `${resolved.member.sql} BETWEEN ${compiler.params.add((range[0] as string).slice(0, 10))}::DATE AND ${compiler.params.add((range[1] as string).slice(0, 10))}::DATE`,
      );
    }
    if (time.granularity !== undefined) {
      const granularity = time.granularity as CubeGranularity;
      if (!CUBE_GRANULARITIES.includes(granularity)) {
        throw badRequest(`${field}.granularity`, `unknown granularity ${String(time.granularity)}`);
      }
      times.push({
        alias: `${resolved.name}.${granularity}`,
        plain: resolved.name,
        sql: `date_trunc('${granularity}', ${resolved.member.sql})`,
        member: resolved.member,
      });
    }
  });
  list(query.filters, 'filters').forEach((filter, i) => {
    const compiled = compiler.filter(filter as CubeFilter, i);
    (compiled.having ? having : where).push(compiled.sql);
  });
  const limit = query.limit ?? CUBE_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > CUBE_MAX_LIMIT) {
    throw badRequest('limit', `must be an integer from 1 to ${CUBE_MAX_LIMIT}`);
  }
  const offset = query.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('offset', 'must be a non-negative integer');
  const format = query.responseFormat ?? 'default';
  if (format !== 'default' && format !== 'compact') {
    throw badRequest('responseFormat', 'must be default or compact');
  }
  const cube = compiler.definition;
  const selected = new Map<string, Column>();
  for (const d of dimensions) {
    const { sql, type } = d.member;
    selected.set(d.name, { raw: sql, out: type === 'time' ? isoDay : same });
  }
  for (const t of times) selected.set(t.alias, { raw: t.sql, out: isoDay });
  const groupCount = selected.size;
  for (const m of measures) selected.set(m.name, { raw: m.member.sql, out: same });
  const orderEntries: [unknown, unknown][] = Array.isArray(query.order)
    ? (query.order as unknown[]).map((entry) =>
        Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined],
      )
    : Object.entries(query.order ?? {});
  const order = orderEntries.map(([name, direction], i) => {
    if (typeof name !== 'string' || !selected.has(name)) {
      throw badRequest(`order[${i}]`, `${String(name)} is not a member of the query`);
    }
    if (direction !== 'asc' && direction !== 'desc')
      throw badRequest(`order[${i}]`, 'direction must be asc or desc');
    return { alias: name, direction: direction.toUpperCase() as OrderEntry['direction'] };
  });
  // Rows that tie on the asked order keep one order from call to call, so a limit or an offset
  // always cuts at the same row: plain rows by their row id, grouped rows by their group columns.
  const plainRows = measures.length === 0 && order.length > 0;
  const groupAliases = [...selected.keys()].slice(0, groupCount);
  const orderBy = (ref: (alias: string) => string, rowId?: string) =>
    order.length > 0
      ? `ORDER BY ${[
          ...order.map(({ alias, direction }) => `${ref(alias)} ${direction} NULLS LAST`),
          ...(plainRows && rowId ? [rowId] : groupAliases.map(ref)),
        ].join(', ')}`
      : '';
  if (having.length > 0 && measures.length === 0)
    throw badRequest('filters', 'a measure filter needs measures');
  const tmcCondition = `t.tmc_id = ${compiler.params.add(tmc)}`;
  const from = compiler.usesFilterTable ? cube.from : (cube.fromWithoutFilters ?? cube.from);
  const conditions = [tmcCondition, ...where].join(' AND ');
  const page = `LIMIT ${compiler.params.add(limit)} OFFSET ${compiler.params.add(offset)}`;
  const columnsSql = [...selected].map(([alias, column]) => `${column.raw} AS "${alias}"`).join(', ');
  // Rows are chosen, grouped and ordered on raw values (dates as dates) and formatted after the
  // limit, so a 50,000-row answer formats 50,000 dates, not every row the filters keep. Ordered
  // plain rows are chosen by row id first and only those rows' columns read (late materialisation).
  // The row ids are chosen without the filter combinations' table when neither the conditions nor
  // the order read it (every row has its combination, so the join only costs time).
  const chooseFrom = [...where, ...order.map(({ alias }) => (selected.get(alias) as Column).raw)].some(
    readsFilterTable,
  )
    ? from
    : (cube.fromWithoutFilters ?? from);
  const rawOf = (alias: string) => `(${(selected.get(alias) as Column).raw})`;
  const rows = plainRows
    ? `SELECT ${columnsSql}, t.rowid AS ${ROW_ID} FROM ${from} WHERE ${tmcCondition} AND t.rowid IN (
           SELECT t.rowid FROM ${chooseFrom} WHERE ${conditions}
           ${dateCut(order[0] as OrderEntry, selected, limit + offset, `${chooseFrom} WHERE ${conditions}`)}
           ${orderBy(rawOf, 't.rowid')} ${page})`
    : `SELECT ${columnsSql} FROM ${from} WHERE ${conditions}
         ${groupCount > 0 && measures.length > 0 ? `GROUP BY ${Array.from({ length: groupCount }, (_, i) => i + 1).join(', ')}` : ''}
         ${having.length > 0 ? `HAVING ${having.join(' AND ')}` : ''}
         ${orderBy((alias) => `"${alias}"`)} ${page}`;
  // A granular time dimension answers under its plain name too (Cube's `member` beside `member.day`).
  const columns: [member: string, alias: string][] = [
    ...[...selected.keys()].map((alias): [string, string] => [alias, alias]),
    ...times.map((t): [string, string] => [t.plain, t.alias]),
  ];
  const value = (alias: string) => (selected.get(alias) as Column).out(`q."${alias}"`);
  const row =
    format === 'compact'
      ? `json_array(${columns.map(([, alias]) => value(alias)).join(', ')})`
      : `json_object(${columns.map(([member, alias]) => `${literal(member)}, ${value(alias)}`).join(', ')})`;
  // The database writes the rows' JSON: no value of a large answer becomes a JavaScript object. The
  // brackets are added here, so the database does not copy megabytes of text to add two characters.
  const [answer] = await warehouse.all<{ rows: string | null }>(
    `SELECT string_agg(${row}::VARCHAR, ',' ${orderBy((alias) => `q."${alias}"`, `q.${ROW_ID}`)}) AS rows
     FROM (${rows}) q`,
    compiler.params.values,
  );
  const data = `[${answer?.rows ?? ''}]`;
  const annotation: CubeLoadResponse<unknown>['annotation'] = {
    measures: Object.fromEntries(measures.map((m) => [m.name, meta(m.member)])),
    dimensions: Object.fromEntries(dimensions.map((d) => [d.name, meta(d.member)])),
    timeDimensions: Object.fromEntries(
      times.flatMap((t) => [
        [t.alias, meta(t.member)],
        [t.plain, meta(t.member)],
      ]),
    ),
    segments: {},
  };
  const answered = { ...query, limit, ...(query.offset !== undefined ? { offset } : {}) };
  return [
    `{"query":${JSON.stringify(answered)}`,
    `,"data":${format === 'compact' ? `{"members":${JSON.stringify(columns.map(([member]) => member))},"dataset":${data}}` : data}`,
    `,"annotation":${JSON.stringify(annotation)}}`,
  ].join('');
}
