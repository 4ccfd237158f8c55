import { CUBE_DEFAULT_LIMIT, type CubeLoadResponse, type CubeQuery } from '@tripsight/core/cube';
import { badRequest } from '../../errors.js';
import { PRODUCTS } from '../sql/products.js';
import { scopeClause } from '../sql/scope.js';
import { cubeFrom, type CubeMember } from './cube-schema.js';
import {
  dateCut,
  isoDay,
  literal,
  meta,
  ROW_ID,
  same,
  type Column,
  type OrderEntry,
} from './cube-columns.js';
import { dayRange } from './cube-date-range.js';
import { CubeMembers, DAY, readsFilterTable } from './cube-members.js';
import type { Dialect } from '../dialect/dialect.js';

/** One analytics query compiled: its statements with their bound values, and what the answer says. */
export interface CompiledCubeQuery {
  /** The JSON text of every row, one per row, in the answer's order (column `rows`). */
  rowsSql: string;
  values: unknown[];
  /** The rows without limit and offset (column `n`), when the query asked for `total`. */
  totalSql?: string;
  totalValues?: unknown[];
  /** The query as the answer echoes it: the limit applied, relative date ranges as days. */
  answered: CubeQuery;
  /** The members of each row, in the order of a compact answer's values. */
  members: string[];
  compact: boolean;
  annotation: CubeLoadResponse<unknown>['annotation'];
  /** The database the statements run on (CubeDefinition.store). */
  store: 'warehouse' | 'ops';
}

/**
 * Compiles one analytics query, already checked against CUBE_QUERY_SCHEMA, for the caller's TMC:
 * resolves its members against the cube (an unknown member, a member of another cube, a measure
 * where a dimension belongs, a filter that does not suit its member is a 400 naming it) and writes
 * one statement over the cube's rows with bound values only, which answers each row's JSON text.
 * Relative date ranges are read on `today` (YYYY-MM-DD).
 */
export function compileCubeQuery(
  query: CubeQuery,
  tmc: string,
  today: string,
  warehouseDialect: Dialect,
): CompiledCubeQuery {
  const asksFor =
    (query.measures ?? []).length +
    (query.dimensions ?? []).length +
    (query.timeDimensions ?? []).filter((time) => time.granularity !== undefined).length;
  // Filters, an order or a total alone select no column: the query must name what it wants back.
  if (asksFor === 0) {
    throw badRequest(
      'measures',
      'the query asks for nothing: name at least one measure, dimension, or time dimension with a granularity',
    );
  }
  const compiler = new CubeMembers(warehouseDialect);
  const measures = (query.measures ?? []).map((name, i) => {
    const resolved = compiler.resolve(name, `measures[${i}]`);
    if (resolved.kind !== 'measure') throw badRequest(`measures[${i}]`, `${resolved.name} is a dimension`);
    return resolved;
  });
  const dimensions = (query.dimensions ?? []).map((name, i) => {
    const resolved = compiler.resolve(name, `dimensions[${i}]`);
    if (resolved.kind !== 'dimension') throw badRequest(`dimensions[${i}]`, `${resolved.name} is a measure`);
    return resolved;
  });
  const where: string[] = [];
  const having: string[] = [];
  const times: { alias: string; plain: string; sql: string; member: CubeMember }[] = [];
  let relative = false;
  const answeredTimes = (query.timeDimensions ?? []).map((time, i) => {
    const field = `timeDimensions[${i}]`;
    const resolved = compiler.resolve(time.dimension, `${field}.dimension`);
    if (resolved.member.type !== 'time')
      throw badRequest(`${field}.dimension`, `${resolved.name} is not a time dimension`);
    let answered = time;
    if (time.dateRange !== undefined) {
      const [start, end] = dayRange(time.dateRange, `${field}.dateRange`, today);
      where.push(
        `${compiler.sqlOf(resolved)} BETWEEN ${compiler.params.date(start)} AND ${compiler.params.date(end)}`,
      );
      // A relative range answers as the days it stood for, so a client can lay out its series.
      if (typeof time.dateRange === 'string' && !DAY.test(time.dateRange.slice(0, 10))) {
        relative = true;
        answered = { ...time, dateRange: [start, end] };
      }
    }
    if (time.granularity !== undefined) {
      times.push({
        alias: `${resolved.name}.${time.granularity}`,
        plain: resolved.name,
        sql: compiler.dialect.truncate(`'${time.granularity}'`, compiler.sqlOf(resolved)),
        member: resolved.member,
      });
    }
    return answered;
  });
  (query.filters ?? []).forEach((filter, i) => {
    const compiled = compiler.filter(filter, i);
    (compiled.having ? having : where).push(compiled.sql);
  });
  const limit = query.limit ?? CUBE_DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  const cube = compiler.definition;
  const selected = new Map<string, Column>();
  for (const d of dimensions) {
    selected.set(d.name, { raw: compiler.sqlOf(d), out: d.member.type === 'time' ? isoDay : same });
  }
  for (const t of times) selected.set(t.alias, { raw: t.sql, out: isoDay });
  const groupCount = selected.size;
  for (const m of measures) selected.set(m.name, { raw: compiler.sqlOf(m), out: same });
  const orderEntries: [string, string][] = Array.isArray(query.order)
    ? query.order
    : Object.entries(query.order ?? {});
  const order = orderEntries.map(([name, direction], i) => {
    if (!selected.has(name)) throw badRequest(`order[${i}]`, `${name} is not a member of the query`);
    return { alias: name, direction: direction.toUpperCase() as OrderEntry['direction'] };
  });
  // As Cube does: a query that says nothing of its order is ordered by its first time dimension
  // with a granularity, oldest first, so a series comes back in time order.
  if (query.order === undefined && times[0]) order.push({ alias: times[0].alias, direction: 'ASC' });
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
  // The cubes are air rows of the caller's TMC; their filters are the query's own member filters.
  const tmcCondition = scopeClause(
    compiler.params,
    { product: PRODUCTS.air, tmc, filters: {} },
    { table: 'rows', alias: 't' },
  );
  // The joins a member of the query reads, after the rows with or without the filter table.
  const read = [...[...selected.values()].map((column) => column.raw), ...where, ...having].join(' ');
  const joins = Object.entries(cube.joins ?? {})
    .filter(([alias]) => new RegExp(`\\b${alias}\\.`).test(read))
    .map(([, join]) => ` ${join}`)
    .join('');
  const cubeRows = cubeFrom(cube, compiler.dialect) + joins;
  const withoutFilters = cube.fromWithoutFilters === undefined ? undefined : cube.fromWithoutFilters + joins;
  const from = compiler.usesFilterTable ? cubeRows : (withoutFilters ?? cubeRows);
  const conditions = [tmcCondition, ...where].join(' AND ');
  const grouping = `${groupCount > 0 && measures.length > 0 ? `GROUP BY ${Array.from({ length: groupCount }, (_, i) => i + 1).join(', ')}` : ''}
         ${having.length > 0 ? `HAVING ${having.join(' AND ')}` : ''}`;
  // The total counts the rows the query keeps before its page: grouped rows per group (one row when
  // measures have no group), plain rows one by one, without the filter table when nothing reads it.
  const totalValues = [...compiler.params.values];
  const totalSql = query.total
    ? `SELECT count(*) AS n FROM (SELECT ${
        measures.length === 0
          ? '1'
          : groupCount > 0
            ? [...selected.values()]
                .slice(0, groupCount)
                .map((column) => column.raw)
                .join(', ')
            : 'count(*)'
      } FROM ${
        measures.length === 0 && !where.some(readsFilterTable) ? (withoutFilters ?? from) : from
      } WHERE ${conditions} ${grouping})`
    : undefined;
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
    : (withoutFilters ?? from);
  const rawOf = (alias: string) => `(${(selected.get(alias) as Column).raw})`;
  const { dialect } = compiler;
  const rowId = dialect.rowId('t');
  const rows = plainRows
    ? `SELECT ${columnsSql}, ${rowId} AS ${ROW_ID} FROM ${from} WHERE ${tmcCondition} AND ${rowId} IN (
           SELECT ${rowId} FROM ${chooseFrom} WHERE ${conditions}
           ${dateCut(dialect, order[0] as OrderEntry, selected, limit + offset, `${chooseFrom} WHERE ${conditions}`)}
           ${orderBy(rawOf, rowId)} ${page})`
    : `SELECT ${columnsSql} FROM ${from} WHERE ${conditions}
         ${grouping}
         ${orderBy((alias) => `"${alias}"`)} ${page}`;
  // A granular time dimension answers under its plain name too (Cube's `member` beside `member.day`).
  const columns: [member: string, alias: string][] = [
    ...[...selected.keys()].map((alias): [string, string] => [alias, alias]),
    ...times.map((t): [string, string] => [t.plain, t.alias]),
  ];
  const compact = query.responseFormat === 'compact';
  const ops = cube.store === 'ops';
  if (ops && plainRows)
    throw badRequest('measures', `${cube.name} answers aggregated rows: ask for measures`);
  const value = (alias: string) => (selected.get(alias) as Column).out(`q."${alias}"`);
  const row = compact
    ? dialect.jsonArray(columns.map(([, alias]) => value(alias)))
    : dialect.jsonObject(columns.map(([member, alias]) => [literal(member), value(alias)] as const));
  // The database writes the rows' JSON: no value of a large answer becomes a JavaScript object.
  const rowOrder = orderBy((alias) => `q."${alias}"`, `q.${ROW_ID}`);
  const rowsSql = `SELECT ${dialect.joinText(row, "','", rowOrder)} AS rows
     FROM ${dialect.sortedSource(`(${rows})`, 'q', rowOrder)}`;
  return {
    rowsSql,
    values: compiler.params.values,
    ...(totalSql ? { totalSql, totalValues } : {}),
    answered: {
      ...query,
      ...(relative ? { timeDimensions: answeredTimes } : {}),
      limit,
      ...(query.offset !== undefined ? { offset } : {}),
    },
    members: columns.map(([member]) => member),
    compact,
    store: ops ? 'ops' : 'warehouse',
    annotation: {
      measures: Object.fromEntries(measures.map((m) => [m.name, meta(m.member)])),
      dimensions: Object.fromEntries(dimensions.map((d) => [d.name, meta(d.member)])),
      timeDimensions: Object.fromEntries(
        times.flatMap((t) => [
          [t.alias, meta(t.member)],
          [t.plain, meta(t.member)],
        ]),
      ),
      segments: {},
    },
  };
}
