import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { CUBE_API_PATH } from '@tripsight/core/cube';
import { HttpError } from './errors.js';
import { unknownParameterProblem } from './security/unknown-parameters.js';
import { isPrematureClose } from './web/client-gone.js';

/** How much of a rejected value a 400 message quotes. */
const QUOTED_VALUE_MAX = 60;

/** The one shape of every error body of the service. */
interface ErrorBody {
  error: string;
  message: string;
  field?: string;
  /** Every field's problem, when a body had several (`field` and `message` are the first's). */
  problems?: { field: string; message: string }[];
}

/**
 * The error body of the analytics query API, as Cube answers: the sentence in `error` (what Cube's
 * own client shows), the service's code in `code`, and the field when one is to blame.
 */
interface CubeErrorBody {
  error: string;
  code: string;
  field?: string;
}

/** True for a call of the analytics query API (Cube's paths). */
const isCubeApi = (request: FastifyRequest) => request.url.startsWith(`${CUBE_API_PATH}/`);

/** An error body in the shape the request's API answers with. */
function errorBody(request: FastifyRequest, body: ErrorBody): ErrorBody | CubeErrorBody {
  if (!isCubeApi(request)) return body;
  return { error: body.message, code: body.error, ...(body.field ? { field: body.field } : {}) };
}

/** Codes of the statuses Fastify and its plugins answer by themselves. */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The rejected value for a message (`got "2025/01/01"`), cut short when long. */
function quoted(value: unknown): string {
  let text: string | undefined;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    // Too deep or circular to write: the field and the problem say enough.
    return '';
  }
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
  request: FastifyRequest,
): { field: string; message: string } {
  type Verbose = FastifySchemaValidationError & { parentSchema?: { description?: string }; data?: unknown };
  const all = errors as Verbose[];
  const unknown = all.find((e) => e.keyword === 'additionalProperties');
  if (unknown) return unknownParameterProblem(request, context, unknown.params);
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

/**
 * A server-side failure: logged at error level with the request id (whatever LOG_REQUESTS says)
 * and answered with the id, so a user's report can be matched with the log line.
 */
function serverError(error: unknown, request: FastifyRequest, reply: FastifyReply, status: number): void {
  request.log.error(
    { err: error, reqId: request.id, method: request.method, url: request.url, statusCode: status },
    'request failed',
  );
  const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
  const text = status === 503 ? 'Service unavailable' : 'Internal server error';
  void reply
    .status(status)
    .send(errorBody(request, { error: code, message: `${text} (request id ${request.id})` }));
}

/**
 * Turns every failure into `{ error, message, field?, problems? }`: HttpError as thrown (5xx logged), schema
 * failures as 400 naming the field (an unknown query parameter by its name), Fastify's and its
 * plugins' own 4xx under a code for their status, anything else as a logged 500 that says nothing
 * of the internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    try {
      answerError(error, request, reply);
    } catch (failure) {
      // The handler itself failed (a value it could not read): still one logged 500 in the
      // service's shape with the request id, never Fastify's own body.
      if (reply.sent) return;
      serverError(new Error('The error handler failed', { cause: failure }), request, reply, 500);
    }
  });
}

/** The answer of one failure (installErrorHandler). */
function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    if (error.status >= 500) {
      request.log.error(
        {
          err: error,
          reqId: request.id,
          method: request.method,
          url: request.url,
          statusCode: error.status,
        },
        'request failed',
      );
    }
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.field) body.field = error.field;
    if (error.problems) body.problems = error.problems;
    void reply.headers(error.headers).status(error.status).send(errorBody(request, body));
    return;
  }
  if (error.validation) {
    const { field, message } = schemaProblem(error.validation, error.validationContext, request);
    void reply.status(400).send(errorBody(request, { error: 'BAD_REQUEST', message, field }));
    return;
  }
  // The client closed the connection: nothing to answer, and no server failure (logged once as the
  // client leaving, by registerClientGone).
  if (isPrematureClose(error)) return;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const body: ErrorBody = { error: STATUS_CODES[status] ?? `HTTP_${status}`, message: error.message };
    void reply.status(status).send(errorBody(request, body));
    return;
  }
  serverError(error, request, reply, status === 503 ? 503 : 500);
}

/**
 * Fastify's `frameworkErrors`: failures before routing (a malformed URL, a bad constraint) in the
 * same shape, without echoing the URL back.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid' : 'The request is not valid';
  void reply
    .status(status)
    .send({ error: STATUS_CODES[status] ?? 'BAD_REQUEST', message } satisfies ErrorBody);
}
