import type { CubeFilter, CubeOperator } from '@tripsight/core/cube';
import { badRequest } from '../../errors.js';
import { checkCalendarDay } from '../../security/input-rules.js';
import { SqlParams } from '../sql/sql-params.js';
import type { Dialect } from '../dialect/dialect.js';
import { POSTGRES_DIALECT } from '../dialect/postgres-dialect.js';
import { CUBES } from './cube-registry.js';
import { memberSql, type CubeDefinition, type CubeMember } from './cube-schema.js';

/** The largest magnitude a number filter value may have (1e15: exact as a double and as an int64). */
export const NUMBER_FILTER_MAX = 1e15;

/** A day as the query writes it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A member of the query, resolved against its cube. */
export interface Resolved {
  name: string;
  kind: 'measure' | 'dimension';
  member: CubeMember;
}

/** True when an SQL expression reads the filter combinations' table (alias `d`). */
export const readsFilterTable = (sql: string) => /\bd\./.test(sql);

/**
 * The members and filters of one query, resolved against the cube's definition: an unknown member,
 * a member of another cube, or an operator that does not suit the member's type is a 400 naming it;
 * every value is bound.
 */
export class CubeMembers {
  private bound: SqlParams | null = null;
  private cube: CubeDefinition | null = null;

  /** `warehouseDialect`: the SQL of the warehouse (the operational store's cubes speak PostgreSQL). */
  constructor(private readonly warehouseDialect: Dialect) {}

  /** The dialect of the query's cube: the warehouse's, or PostgreSQL for the operational store's. */
  get dialect(): Dialect {
    return this.ops ? POSTGRES_DIALECT : this.warehouseDialect;
  }

  /** The query's bound values, in the dialect of its cube (known once a member is resolved). */
  get params(): SqlParams {
    this.bound ??= new SqlParams(this.dialect);
    return this.bound;
  }

  /** A resolved member's SQL in the query's dialect. */
  sqlOf(resolved: Resolved): string {
    return memberSql(resolved.member, this.dialect);
  }
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

  /** True when the query's cube lives in the operational store (PostgreSQL dialect). */
  get ops(): boolean {
    return this.cube?.store === 'ops';
  }

  get definition(): CubeDefinition {
    if (!this.cube) throw badRequest('query', 'asks for no measures or dimensions');
    return this.cube;
  }

  filter(filter: CubeFilter, index: number): { having: boolean; sql: string } {
    const field = `filters[${index}]`;
    // The shape, the operator's name and the values' types passed CUBE_QUERY_SCHEMA already.
    const target = this.resolve(
      filter.member ?? (filter as { dimension?: string }).dimension,
      `${field}.member`,
    );
    const operator: CubeOperator = filter.operator;
    const values: (string | number)[] = filter.values ?? [];
    const text = values.map(String);
    const { type } = target.member;
    const column = this.sqlOf(target);
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
      return `${this.params.add(checkCalendarDay(`${field}.values`, value))}::DATE`;
    };
    const typed = (value: string) => {
      if (type === 'number') {
        if (!Number.isFinite(Number(value)) || value.trim() === '') {
          throw badRequest(`${field}.values`, `${value} is not a number`);
        }
        // Far past any figure the cubes hold, and inside what every database compares exactly.
        if (Math.abs(Number(value)) > NUMBER_FILTER_MAX) {
          throw badRequest(
            `${field}.values`,
            `must be a number between -${NUMBER_FILTER_MAX} and ${NUMBER_FILTER_MAX} for ${target.name}, got "${value.slice(0, 40)}"`,
          );
        }
        return `${this.params.add(Number(value))}::${this.ops ? 'double precision' : 'DOUBLE'}`;
      }
      if (type === 'time') return date(value);
      return this.params.add(value);
    };
    // Text operators ignore case, as Cube's do, and take the value literally (no wildcards). A value
    // without letters (':' or ',') is compared as it is: lower-casing every row would change nothing.
    const anyText = (fn: 'contains' | 'starts_with' | 'suffix') =>
      text
        .map((value) => {
          const bound = this.params.add(value);
          const [a, b] =
            value.toLowerCase() === value.toUpperCase()
              ? [`${column}::VARCHAR`, bound]
              : [`lower(${column}::VARCHAR)`, `lower(${bound})`];
          return this.dialect.textTest(fn, a, b);
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
