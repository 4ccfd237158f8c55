import { QueryClient } from '@tanstack/react-query';
import type { Bus } from '@tripsight/core/bus';

const clients = new WeakMap<Bus, QueryClient>();

/**
 * The one QueryClient of a bus: elements on the same dashboard share its cache. Failed fetches
 * retry 3 times, 1 s apart; no refetch on window focus or reconnect (docs/rules/shell.md#data-calls).
 */
export function queryClientFor(bus: Bus): QueryClient {
  let client = clients.get(bus);
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        queries: {
          retry: 3,
          retryDelay: 1000,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
          staleTime: 5 * 60 * 1000,
        },
      },
    });
    clients.set(bus, client);
  }
  return client;
}
