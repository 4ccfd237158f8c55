import type { Bus } from '@tripsight/core/bus';
import { busTarget, requestJson } from '@tripsight/core/api';

/** The answer of `GET /api/getEmbedToken` (docs/rules/shell.md#embedded-reports; `expiration` so the element can renew). */
export interface EmbedToken {
  accessToken: string;
  embedUrl: { reportId: string; embedUrl: string }[];
  /** ISO time the token stops working. */
  expiration: string;
}

/** Reads the embed token of `reportId` with the dashboard's sign-in token. */
export function fetchEmbedToken(bus: Bus, reportId: string, signal?: AbortSignal): Promise<EmbedToken> {
  return requestJson<EmbedToken>(busTarget(bus), {
    path: '/api/getEmbedToken',
    query: { reportId },
    requireToken: true,
    signal,
  });
}

/** Renew this long before the token expires: a fifth of its remaining life, at most five minutes. */
export function renewalDelay(expiration: string, now = Date.now()): number {
  const left = Date.parse(expiration) - now;
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.max(0, left - Math.min(5 * 60_000, left * 0.2));
}
