import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { literalAddressRefusal, publicOnlyLookup } from './webhook-address.js';

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
 * Unless `allowInternal`, a host on no public network is refused before or as it connects.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: { secret: string; delivery: string; now: Date },
  timeoutMs: number,
  allowInternal = false,
): Promise<WebhookAttempt> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const refused = allowInternal ? null : literalAddressRefusal(target);
  if (refused) return { ok: false, statusCode: null, error: refused, durationMs: 0 };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAttempt>((resolve) => {
    const failed = (error: Error) =>
      resolve({ ok: false, statusCode: null, error: error.message.slice(0, 500), durationMs: durationMs() });
    const req = send(
      target,
      {
        method: 'POST',
        timeout: timeoutMs,
        ...(allowInternal ? {} : { lookup: publicOnlyLookup }),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Tripsight-Alerts',
          [SIGNATURE_HEADER]: webhookSignature(headers.secret, body),
          [TIMESTAMP_HEADER]: headers.now.toISOString(),
          [DELIVERY_HEADER]: headers.delivery,
        },
      },
      (res) => {
        // The answer's body is not read: its status says all.
        res.resume();
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, statusCode: status, error: ok ? null : `HTTP ${status}`, durationMs: durationMs() });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', failed);
    req.end(body);
  });
}
