import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError } from './errors.js';

/** How much of a rejected value a 400 message quotes. */
const QUOTED_VALUE_MAX = 60;

/** The rejected value for a message (`got "2025/01/01"`), cut short when long. */
function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === undefined) return '';
  const short = text.length > QUOTED_VALUE_MAX ? `${text.slice(0, QUOTED_VALUE_MAX)}…` : text;
  return `, got "${short}"`;
}

/**
 * The field and sentence of a schema failure. A schema's `description` says what the value must be
 * in words (better than "must match pattern …"); with `anyOf`, the error that carries one wins.
 */
function schemaProblem(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): { field: string; message: string } {
  type Verbose = FastifySchemaValidationError & { parentSchema?: { description?: string }; data?: unknown };
  const all = errors as Verbose[];
  const error = all.find((e) => e.parentSchema?.description) ?? all[0];
  const path = error?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const missing = (error?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = missing ?? (path || context || 'request');
  if (missing) return { field, message: `${field} is required` };
  const allowed = (error?.params as { allowedValues?: unknown[] } | undefined)?.allowedValues;
  const problem =
    error?.parentSchema?.description ??
    (allowed ? `must be one of ${allowed.join(', ')}` : (error?.message ?? 'is invalid'));
  return { field, message: `${field} ${problem}${path ? quoted(error?.data) : ''}` };
}

/** Turns every failure into `{ error, message, field? }`; schema failures become 400 naming the field. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      void reply
        .headers(error.headers)
        .status(error.status)
        .send({ error: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
      return;
    }
    if (error.validation) {
      const { field, message } = schemaProblem(error.validation, error.validationContext);
      void reply.status(400).send({ error: 'BAD_REQUEST', message, field });
      return;
    }
    if (error.statusCode && error.statusCode < 500) {
      void reply
        .status(error.statusCode)
        .send({ error: error.code ?? 'BAD_REQUEST', message: error.message });
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send({ error: 'INTERNAL', message: 'Internal server error' });
  });
}
