import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertsClient } from '@tripsight/core/ops';
import { useBus } from '../../internal/use-bus.js';

/** Query keys of the alerts page; everything under ['alerts'] is read again after a change. */
const alertKeys = {
  all: ['alerts'] as const,
  rules: ['alerts', 'rules'] as const,
  digests: ['alerts', 'digests'] as const,
  history: (id: number) => ['alerts', 'history', id] as const,
  digestHistory: (id: number) => ['alerts', 'digest-history', id] as const,
  unseen: ['alerts', 'unseen'] as const,
};

/**
 * The alerts page's one data hook: the client of the bus's service, the rule and digest lists, and
 * `change`, which runs a call and then reads the lists again, and `refresh`, which only reads them.
 */
export function useAlerts() {
  const bus = useBus();
  const queryClient = useQueryClient();
  const client = useMemo(() => AlertsClient.forBus(bus), [bus]);
  const rules = useQuery({
    queryKey: alertKeys.rules,
    queryFn: ({ signal }) => client.listRules(signal).then((answer) => answer.alerts),
  });
  const digests = useQuery({
    queryKey: alertKeys.digests,
    queryFn: ({ signal }) => client.listDigests(signal).then((answer) => answer.digests),
  });
  const change = useMutation({
    mutationFn: (call: (alerts: AlertsClient) => Promise<unknown>) => call(client),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertKeys.all });
  return { client, rules, digests, change, refresh };
}

/** A rule's history of evaluations and sends, read while it is open. */
export function useRuleHistory(client: AlertsClient, id: number | null) {
  return useQuery({
    queryKey: alertKeys.history(id ?? 0),
    queryFn: ({ signal }) => client.ruleHistory(id!, signal),
    enabled: id !== null,
  });
}

/** A digest's history of mails to its clients, read while it is open. */
export function useDigestHistory(client: AlertsClient, id: number) {
  return useQuery({
    queryKey: alertKeys.digestHistory(id),
    queryFn: ({ signal }) => client.digestHistory(id, signal),
    retry: false,
  });
}
