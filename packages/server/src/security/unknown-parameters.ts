import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths whose query strings are checked for unknown parameters (the provider's own are not ours). */
const CHECKED = /^\/(api|cubejs-api)\//;

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

const isObjectSchema = (schema: unknown): schema is ObjectSchema =>
  typeof schema === 'object' && schema !== null && (schema as ObjectSchema).type === 'object';

/**
 * Makes every API route's querystring schema refuse parameters it does not declare, unless the
 * schema says `additionalProperties` itself: a typo (`Corporate=Initech`) or another spelling of a
 * list (`gds[]=Sabre`) must not silently answer the unfiltered totals. Routes registered after
 * this call are covered, whoever registers them.
 */
export function rejectUnknownParameters(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!CHECKED.test(route.url ?? route.path ?? '')) return;
    const querystring = route.schema?.querystring;
    if (!isObjectSchema(querystring) || querystring.additionalProperties !== undefined) return;
    route.schema = { ...route.schema, querystring: { ...querystring, additionalProperties: false } };
  });
}

/** A declared name differing only in letter case, or the list name a `name[]` spelling meant. */
export function suggestion(name: string, declared: readonly string[]): string {
  const bare = name.replace(/\[\d*\]$/, '');
  if (bare !== name && declared.includes(bare)) {
    return ` (a list repeats the parameter: ${bare}=A&${bare}=B)`;
  }
  const same = declared.find((candidate) => candidate.toLowerCase() === bare.toLowerCase());
  return same ? ` (did you mean ${same}?)` : '';
}

/**
 * The 400 of unknown query parameters: every one the request sent, by name, with a hint when the
 * name is a known one in other letter case or in `name[]` form.
 */
export function unknownParameterProblem(
  request: FastifyRequest,
  context: string | undefined,
  params: Record<string, unknown>,
): { field: string; message: string } {
  const first = String(params.additionalProperty ?? 'parameter');
  const schema = request.routeOptions.schema?.querystring;
  const declared = isObjectSchema(schema) ? Object.keys(schema.properties ?? {}) : [];
  const sent = context === 'querystring' ? Object.keys((request.query ?? {}) as object) : [first];
  const unknown = sent.filter((name) => !declared.includes(name));
  const names = unknown.length > 0 ? unknown : [first];
  const where = context === 'querystring' || context === undefined ? 'query parameter' : `${context} field`;
  const listed = names.map((name) => `${name}${suggestion(name, declared)}`).join(', ');
  return {
    field: names[0] ?? first,
    message: `Unknown ${where}${names.length > 1 ? 's' : ''}: ${listed}`,
  };
}
