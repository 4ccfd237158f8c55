import { createHmac } from 'node:crypto';

/** The header carrying the signature of a webhook body: `sha256=<hex HMAC-SHA256 of the body>`. */
const SIGNATURE_HEADER = 'X-Tripsight-Signature';
/** The header carrying when this attempt was made: the body's `sentAt` (ISO 8601, UTC). */
const TIMESTAMP_HEADER = 'X-Tripsight-Timestamp';
/** The header carrying the send's idempotency key: the same on every attempt of one message. */
const DELIVERY_HEADER = 'X-Tripsight-Delivery';

/** The signature header's value for `body` under `secret`. */
function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What one attempt came to: the receiver's HTTP status, or why there was none. */
export interface WebhookAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs `body` (the exact bytes that were signed) to `url` once: a 2xx answer is delivered; any
 * other status, a redirect (not followed), a network error or no answer within `timeoutMs` is not.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: { secret: string; delivery: string; now: Date },
  timeoutMs: number,
): Promise<WebhookAttempt> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Tripsight-Alerts',
        [SIGNATURE_HEADER]: webhookSignature(headers.secret, body),
        [TIMESTAMP_HEADER]: headers.now.toISOString(),
        [DELIVERY_HEADER]: headers.delivery,
      },
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? null : `HTTP ${res.status}`, durationMs: durationMs() };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { ok: false, statusCode: null, error: reason.slice(0, 500), durationMs: durationMs() };
  }
}
