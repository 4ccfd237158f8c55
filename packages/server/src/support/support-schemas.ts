/** JSON schemas of the support chat and error-report bodies (bad input: 400 naming the field). */

/** A page name of the catalogue (internal page names are letters and digits). */
const pageSchema = {
  type: ['string', 'null'],
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]*$',
  description: 'must be an internal page name',
} as const;

/**
 * A chat message: its text and page. A chat may still send the name and e-mail it prefilled from the
 * sign-in (checked, then not used): the sender is always the signed-in user of the token.
 */
export const supportMessageBodySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, description: 'must be 1 to 120 characters' },
    email: {
      type: 'string',
      maxLength: 254,
      pattern:
        "^\\s*[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+\\s*$",
      description: 'must be a valid email address',
    },
    message: { type: 'string', minLength: 1, maxLength: 2000, description: 'must be 1 to 2000 characters' },
    page: pageSchema,
  },
  required: ['message'],
  additionalProperties: false,
} as const;

/** One error report, as core's `shapeErrorReport` makes it. */
export const errorReportBodySchema = {
  type: 'object',
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 500, description: 'must be 1 to 500 characters' },
    source: { type: 'string', minLength: 1, maxLength: 200, description: 'must be 1 to 200 characters' },
    status: { type: ['integer', 'null'], minimum: 0, maximum: 599 },
    code: { type: ['string', 'null'], maxLength: 64, pattern: '^[A-Za-z0-9_.-]*$' },
    requestId: {
      type: ['string', 'null'],
      pattern: '^[A-Za-z0-9._:-]{1,128}$',
      description: 'must be a request id (letters, digits, . _ : -)',
    },
    environment: { type: 'string', enum: ['production', 'staging', 'development'] },
    sessionId: {
      type: 'string',
      pattern: '^[A-Za-z0-9-]{1,64}$',
      description: 'must be 1 to 64 letters, digits or -',
    },
    page: pageSchema,
    userId: { type: ['string', 'null'], maxLength: 128 },
    occurredAt: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
      description: 'must be an ISO 8601 UTC time (YYYY-MM-DDTHH:mm:ss.sssZ)',
    },
  },
  required: ['message', 'source', 'environment', 'sessionId', 'occurredAt'],
  additionalProperties: false,
} as const;

/** The operators' lists: a page, and for error reports one request id. */
export const supportListQuerySchema = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 999_999 } },
} as const;

export const errorReportListQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 999_999 },
    request_id: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$', description: 'must be a request id' },
  },
} as const;
