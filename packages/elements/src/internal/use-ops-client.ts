import { useMemo } from 'react';
import { OpsClient, type RateLimitInfo } from '@tripsight/core/ops';
import { useHost } from './host-context.js';

declare global {
  interface GlobalEventHandlersEventMap {
    /** The audit and operations service says fewer than 10 calls remain. */
    'tripsight-rate-limit': CustomEvent<RateLimitInfo>;
  }
}

/**
 * The audit and operations service client of this element's bus (base URL = the bus's apiBase).
 * A low rate limit is announced as a bubbling `tripsight-rate-limit` event from the host.
 */
export function useOpsClient(): OpsClient {
  const { bus, host } = useHost();
  return useMemo(
    () =>
      OpsClient.forBus(bus, (info) =>
        host.dispatchEvent(
          new CustomEvent('tripsight-rate-limit', { detail: info, bubbles: true, composed: true }),
        ),
      ),
    [bus, host],
  );
}

/** Query keys of the operations data; invalidate ['ops', 'sbr'] after any SBR change. */
export const opsKeys = {
  conversations: (key: unknown) => ['ops', 'audit', 'conversations', key] as const,
  conversation: (id: string) => ['ops', 'audit', 'conversation', id] as const,
  events: (id: string) => ['ops', 'audit', 'events', id] as const,
  corporates: ['ops', 'audit', 'corporates'] as const,
  intents: ['ops', 'audit', 'intents'] as const,
  sbr: ['ops', 'sbr'] as const,
  sbrList: (key: unknown) => ['ops', 'sbr', 'list', key] as const,
  sbrClient: (id: string) => ['ops', 'sbr', 'client', id] as const,
};

/** Corporate and intent lists are cached 5 minutes (docs/rules/operations.md#audit-log). */
export const LIST_CACHE_MS = 5 * 60 * 1000;

/** The message of a failure, or the fallback text when it has none. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
