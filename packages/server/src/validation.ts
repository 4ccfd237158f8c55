import { Ajv, type AnySchema } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { decimalNumbersOnly } from './security/finite-numbers.js';
import type { ViewContract } from '@tripsight/core/views';

/** Ajv settings shared by both validators below: what Fastify's own compiler does, minus stripping. */
const SHARED_OPTIONS = {
  useDefaults: true,
  removeAdditional: false,
  addUsedSchema: false,
  // One error is enough to name the field; collecting them all is a denial-of-service risk.
  allErrors: false,
  // Keeps the failing value and schema on each error, so the error handler can name the value and
  // use the schema's `description` as the problem.
  verbose: true,
} as const;

/**
 * Query strings and path parameters arrive as text: values are coerced to the declared types and a
 * single value to a one-item list.
 */
/** ajv-formats' default export, typed for ESM. */
const addFormats = (ajv: Ajv): Ajv => (addFormatsPlugin as unknown as (a: Ajv) => Ajv)(ajv);

const textValidator = addFormats(new Ajv({ ...SHARED_OPTIONS, coerceTypes: 'array' }));
/** JSON bodies carry their own types: `12345` or `["a"]` where a string is declared is refused. */
const bodyValidator = addFormats(new Ajv({ ...SHARED_OPTIONS, coerceTypes: false }));

/**
 * The schema compiler of every Fastify instance of the service (the app and the benches): coercing
 * for text parts (numbers in plain decimal digits only), strict for bodies.
 */
export const validatorCompiler: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyValidator.compile(schema) : decimalNumbersOnly(textValidator.compile(schema));

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
