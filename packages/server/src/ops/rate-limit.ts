import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Requests each access token may make per window on the audit and SBR endpoints. */
export const RATE_LIMIT = 300;
/** Length of the fixed rate-limit window. */
export const RATE_WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  used: number;
}

/**
 * A fixed window per access token (per client address when there is none), as a Fastify `onRequest`
 * hook. Sets `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the
 * window resets) on every response; beyond the limit answers 429
 * `{ error: 'RATE_LIMITED', message, retry_after }` with a `Retry-After` header.
 */
export function createRateLimiter(limit = RATE_LIMIT, windowMs = RATE_WINDOW_MS, now = () => Date.now()) {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const at = now();
    if (at - lastSweep > windowMs) {
      for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
      lastSweep = at;
    }
    const header = request.headers.authorization;
    const key = header ? createHash('sha256').update(header).digest('base64url') : `ip:${request.ip}`;
    let window = windows.get(key);
    if (!window || at - window.startedAt >= windowMs) {
      window = { startedAt: at, used: 0 };
      windows.set(key, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
    const limited = window.used >= limit;
    if (!limited) window.used += 1;
    void reply.headers({
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(limit - window.used),
      'X-RateLimit-Reset': String(resetSeconds),
    });
    if (limited) {
      await reply
        .status(429)
        .header('Retry-After', String(resetSeconds))
        .send({
          error: 'RATE_LIMITED',
          message: `Rate limit of ${limit} requests per minute exceeded; retry in ${resetSeconds} seconds`,
          retry_after: resetSeconds,
        });
    }
  };
}
