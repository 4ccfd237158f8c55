import { Ajv, type ErrorObject } from 'ajv';
import { CUBE_GRANULARITIES, CUBE_MAX_LIMIT, CUBE_OPERATORS, type CubeQuery } from '@tripsight/core/cube';
import { badRequest, type HttpError } from '../../errors.js';

/** The largest offset a query may ask for: far past any cube's rows, inside every database's integers. */
export const CUBE_MAX_OFFSET = 1_000_000_000;

const MEMBER = { type: 'string', minLength: 1, maxLength: 200 } as const;
const MEMBERS = { type: 'array', items: MEMBER, maxItems: 200 } as const;
const DIRECTION = { enum: ['asc', 'desc'] } as const;

/**
 * The JSON schema of an analytics query (Cube's query format, the parts the service answers): the
 * shape of every property, the operators, granularities, directions and formats by name, `limit`
 * from 1 to CUBE_MAX_LIMIT; any other property is refused. Which members exist, and whether they
 * suit an operator or an order, the compiler checks against the cube's definition.
 */
export const CUBE_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    measures: MEMBERS,
    dimensions: MEMBERS,
    timeDimensions: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        properties: {
          dimension: MEMBER,
          dateRange: {
            anyOf: [
              { type: 'string', maxLength: 100 },
              { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 2, maxItems: 2 },
            ],
          },
          granularity: { enum: CUBE_GRANULARITIES },
        },
        additionalProperties: false,
      },
    },
    filters: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: {
          member: MEMBER,
          dimension: MEMBER,
          operator: { enum: CUBE_OPERATORS },
          values: { type: 'array', maxItems: 10_000, items: { type: ['string', 'number'] } },
        },
        required: ['operator'],
        additionalProperties: false,
      },
    },
    order: {
      anyOf: [
        { type: 'object', additionalProperties: DIRECTION },
        {
          type: 'array',
          items: {
            type: 'array',
            items: [MEMBER, DIRECTION],
            minItems: 2,
            additionalItems: false,
          },
        },
      ],
    },
    limit: { type: 'integer', minimum: 1, maximum: CUBE_MAX_LIMIT },
    offset: { type: 'integer', minimum: 0, maximum: CUBE_MAX_OFFSET },
    total: { type: 'boolean' },
    responseFormat: { enum: ['default', 'compact'] },
  },
  additionalProperties: false,
} as const;

const ajv = new Ajv({ allErrors: false, verbose: true, strict: true, allowUnionTypes: true });
const validate = ajv.compile<CubeQuery>(CUBE_QUERY_SCHEMA);

/** How much of a refused value a message quotes. */
const QUOTED_MAX = 60;

function got(value: unknown): string {
  if (value === undefined || (typeof value === 'object' && value !== null)) return '';
  const text = String(value);
  return `, got "${text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text}"`;
}

/** `/filters/0/operator` as the query names it: `filters[0].operator`. */
function fieldOf(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((step) => (/^\d+$/.test(step) ? `[${step}]` : `.${step}`))
    .join('')
    .replace(/^\./, '');
}

/** The 400 of a schema failure, naming the field and, for a refused value, the value. */
function problem(error: ErrorObject): HttpError {
  const path = fieldOf(error.instancePath);
  const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (error.keyword === 'additionalProperties' && params.additionalProperty) {
    const name = params.additionalProperty;
    return path
      ? badRequest(`${path}.${name}`, 'unknown property')
      : badRequest(name, 'unknown query property');
  }
  const field = path || 'query';
  if (error.keyword === 'enum') {
    return badRequest(field, `must be one of ${(params.allowedValues ?? []).join(', ')}${got(error.data)}`);
  }
  return badRequest(field, `${error.message ?? 'is invalid'}${got(error.data)}`);
}

/**
 * An analytics query checked against CUBE_QUERY_SCHEMA, as it came (a POST body's `query` or a
 * GET's `?query=` JSON); a 400 names the first field the schema refuses.
 */
export function parseCubeQuery(raw: unknown): CubeQuery {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('query', 'must be an object');
  if (validate(raw)) return raw;
  // With anyOf, the most specific error is the one with the longest path.
  const errors = [...(validate.errors ?? [])].sort((a, b) => b.instancePath.length - a.instancePath.length);
  throw problem(errors.find((error) => error.keyword !== 'anyOf') ?? (errors[0] as ErrorObject));
}
