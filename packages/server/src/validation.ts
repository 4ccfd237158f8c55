import type { FastifyServerOptions } from 'fastify';
import type { ViewContract } from '@tripsight/core/views';

/**
 * Ajv settings of every Fastify instance of the service (the app and the benches): query strings
 * arrive as text, so values are coerced to the declared types and a single value to a one-item
 * list; `verbose` keeps the failing value and schema on each error, so the error handler can name
 * the value and use the schema's `description` as the problem.
 */
export const AJV_OPTIONS: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, verbose: true },
};

/** Parameter specs by name: a view contract's `params`, ANALYTICS_PARAMS, or a route's own. */
type ParamSpecs = ViewContract['params'];
/** The JSON-schema fragment of one parameter spec. */
type ParamSchema = ParamSpecs[string]['schema'];

/**
 * A Fastify querystring schema from parameter specs (the view contracts' `params`, ANALYTICS_PARAMS,
 * or a route's own), so every query string is checked by JSON schema before a handler runs.
 *
 * @example querystringSchema({ ...ANALYTICS_PARAMS, ...view.params })
 */
export function querystringSchema(
  specs: ParamSpecs,
  required: readonly string[] = [],
): { type: 'object'; properties: Record<string, ParamSchema>; required?: string[] } {
  const properties = Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.schema]));
  return { type: 'object', properties, ...(required.length > 0 ? { required: [...required] } : {}) };
}

/**
 * A regular expression (for a schema's `pattern`) matching one of `values` in any letter case:
 * JSON schema enums are case-sensitive, and the operations endpoints accept `LIVE` as `live`.
 *
 * @example anyCase(['live', 'all']) // '(?:[lL][iI][vV][eE]|[aA][lL][lL])'
 */
export function anyCase(values: readonly string[]): string {
  const letters = (value: string) =>
    [...value]
      .map((char) => {
        const lower = char.toLowerCase();
        const upper = char.toUpperCase();
        if (lower !== upper) return `[${lower}${upper}]`;
        return char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
  return `(?:${values.map(letters).join('|')})`;
}
