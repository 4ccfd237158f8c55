import fc from 'fast-check';
import type { RouteEntry } from '../../src/web/route-catalogue.js';
import { deepJson, hostileJsonValue, hostileQueryValue } from './hostile-values.js';

/** One request to send: method, URL with query string, and a body (JSON text) when there is one. */
export interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
  /** What was broken, for the failure message. */
  note: string;
  /** The request must be refused (4xx): a body value of another JSON type than its schema's. */
  mustRefuse?: boolean;
}

/** JSON values of every type but `type`, the type a body property's schema declares. */
function wrongTypeValue(type: string): fc.Arbitrary<unknown> | null {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.constant('12'), fc.constant('true'), fc.string({ maxLength: 8 })),
    number: fc.oneof(fc.integer(), fc.constant(1.5)),
    boolean: fc.boolean(),
    array: fc.constant(['a']),
    object: fc.constant({ a: 1 }),
    null: fc.constant(null),
  };
  if (!(type in all) && type !== 'integer') return null;
  const declared = type === 'integer' ? 'number' : type;
  return fc.oneof(...Object.entries(all).flatMap(([name, value]) => (name === declared ? [] : [value])));
}

type Schema = { type?: unknown; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[] };

/** A value the schema accepts for a parameter, where one is easily known (the rest are left out). */
function goodValue(name: string, schema: Schema | undefined, good: Record<string, unknown>): unknown {
  if (name in good) return good[name];
  if (schema?.enum?.length) return schema.enum[0];
  if (schema?.type === 'boolean') return true;
  if (schema?.type === 'integer') return 1;
  return undefined;
}

/** The properties of a schema part (querystring, body, params), or none. */
const propertiesOf = (schema: unknown): Record<string, Schema> =>
  ((schema as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;

/** Fills `:name` path parameters. */
const pathWith = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

/**
 * Bad requests derived from one route's own schema: a baseline of values it accepts (`good`, by
 * parameter name), with one part broken — one query parameter, body property or path parameter
 * given a hostile value, an unknown parameter added, or the whole body replaced by hostile JSON
 * (deep, wide, of the wrong type, not JSON at all).
 */
export function badRequests(route: RouteEntry, method: string, good: Record<string, unknown>) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const query = propertiesOf(schema.querystring);
  const body = propertiesOf(schema.body);
  const params = propertiesOf(schema.params);
  const paramNames = [
    ...new Set([...Object.keys(params), ...[...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)]),
  ];
  const baseline = (props: Record<string, Schema>) =>
    Object.fromEntries(
      Object.entries(props).flatMap(([name, spec]) => {
        const value = goodValue(name, spec, good);
        return value === undefined ? [] : [[name, value]];
      }),
    );
  const goodQuery = baseline(query);
  const goodBody = baseline(body);
  const goodParams = Object.fromEntries(paramNames.map((name) => [name, String(good[name] ?? '1')]));
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const make = (
    note: string,
    q: Record<string, unknown>,
    b: unknown,
    p: Record<string, string>,
    raw?: string,
  ): FuzzRequest => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(q)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
    }
    const text = search.toString();
    return {
      method,
      url: `${pathWith(route.url, p)}${text ? `?${text}` : ''}`,
      ...(hasBody ? { body: raw ?? JSON.stringify(b) } : {}),
      note,
    };
  };
  const choices: fc.Arbitrary<FuzzRequest>[] = [
    fc
      .tuple(fc.constantFrom('unknownParam', 'gds[]', '__proto__', 'constructor'), hostileQueryValue)
      .map(([name, value]) => make(`query ${name}`, { ...goodQuery, [name]: value }, goodBody, goodParams)),
  ];
  const queryNames = Object.keys(query);
  if (queryNames.length > 0) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...queryNames), hostileQueryValue)
        .map(([name, value]) => make(`query ${name}`, { ...goodQuery, [name]: value }, goodBody, goodParams)),
    );
  }
  if (paramNames.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...paramNames), hostileQueryValue).map(([name, value]) =>
        make(`param ${name}`, goodQuery, goodBody, {
          ...goodParams,
          [name]: Array.isArray(value) ? value.join(',') : value,
        }),
      ),
    );
  }
  if (hasBody) {
    const bodyNames = Object.keys(body);
    if (bodyNames.length > 0) {
      choices.push(
        fc
          .tuple(fc.constantFrom(...bodyNames), hostileJsonValue)
          .map(([name, value]) =>
            make(`body ${name}`, goodQuery, { ...goodBody, [name]: value }, goodParams),
          ),
      );
    }
    const typed = bodyNames.flatMap((name) => {
      const type = body[name]?.type;
      const wrong = typeof type === 'string' ? wrongTypeValue(type) : null;
      return wrong ? [{ name, type, wrong }] : [];
    });
    if (typed.length > 0) {
      choices.push(
        fc.constantFrom(...typed).chain(({ name, type, wrong }) =>
          wrong.map((value) => ({
            ...make(`body ${name} not ${type}`, goodQuery, { ...goodBody, [name]: value }, goodParams),
            mustRefuse: true,
          })),
        ),
      );
    }
    choices.push(
      hostileJsonValue.map((value) => make('whole body', goodQuery, value, goodParams)),
      fc
        .constantFrom(
          deepJson(5_000),
          `{"${Object.keys(body)[0] ?? 'x'}":${deepJson(5_000)}}`,
          '{"__proto__":{"polluted":1}}',
          '{"constructor":{"prototype":{"polluted":1}}}',
          'not json',
          '{"unterminated":',
          '',
        )
        .map((raw) => make('raw body', goodQuery, undefined, goodParams, raw)),
    );
  }
  return fc.oneof(...choices);
}
