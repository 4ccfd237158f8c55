/**
 * JSON-schema pieces shared by the audit and SBR routes. Query strings arrive as text: Fastify's
 * Ajv coerces them to these types, and a repeated single-value parameter fails as a list.
 */

/** A page number: 1 and up (absent means 1). */
export const pageSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 999_999,
  description: 'must be a whole number from 1 to 999999',
} as const;

/** A row id of the path (`/api/sbr/corporate/{id}/…`). */
export const idSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 999_999_999,
  description: 'must be a whole number from 1 to 999999999',
} as const;

/** A free-text query parameter (names, searches); blank means absent. */
export const textSchema = { type: 'string', maxLength: 200 } as const;

/** `{ id }` path parameters. */
export const idParamsSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
} as const;

/** The query string of an endpoint that takes no parameters: any parameter is a 400 naming it. */
export const noQuerySchema = { type: 'object', properties: {}, additionalProperties: false } as const;
