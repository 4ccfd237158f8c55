import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the log says when a client closes its connection before the answer is complete. */
const CLIENT_GONE_MESSAGE = 'client went away mid-answer';

/** An error that only says the other end closed the stream (Node's code, or older libraries' text). */
export function isPrematureClose(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /premature close/i.test(error.message)
  );
}

/** Logs the client leaving mid-answer at info level: the client's choice, not a server failure. */
function logClientGone(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info(
    { reqId: request.id, method: request.method, url: request.url, statusCode: reply.raw.statusCode },
    CLIENT_GONE_MESSAGE,
  );
}

/**
 * A client that closes its connection while an answer (a large view, a streamed export, compressed
 * or not) is still being sent is logged once, at info, as the client leaving; the stream errors it
 * causes ("Premature close") are not server errors and never become a 500 (see the error handler).
 */
export function registerClientGone(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) logClientGone(request, reply);
    });
    done();
  });
}
