import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

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
      const first = error.validation[0];
      const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const field = missing ?? (path || error.validationContext || 'request');
      const message = missing ? `${field} is required` : `${field} ${first?.message ?? 'is invalid'}`;
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
