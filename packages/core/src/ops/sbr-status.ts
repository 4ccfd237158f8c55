import type { SbrCorporate } from './ops-types.js';

/** Client statuses; Sunset has a colour but is never derived (docs/rules/operations.md#client-statuses). */
export type SbrClientStatus = 'Live' | 'Scheduled' | 'Testing' | 'Sunset';

/** Badge colours of client statuses. */
export const SBR_STATUS_TONES: Record<SbrClientStatus, 'green' | 'blue' | 'amber' | 'grey'> = {
  Live: 'green',
  Scheduled: 'blue',
  Testing: 'amber',
  Sunset: 'grey',
};

/** Live if is_live; Scheduled if not live and go_live_date is set; Testing otherwise. */
export function sbrClientStatus(client: Pick<SbrCorporate, 'is_live' | 'go_live_date'>): SbrClientStatus {
  if (client.is_live) return 'Live';
  if (client.go_live_date) return 'Scheduled';
  return 'Testing';
}

/** The list badge: Live once a go-live date is in the past, else the derived status. */
export function sbrListBadge(
  client: Pick<SbrCorporate, 'is_live' | 'go_live_date'>,
  now: Date = new Date(),
): SbrClientStatus {
  if (client.go_live_date) {
    const date = new Date(client.go_live_date);
    if (!Number.isNaN(date.getTime()) && date.getTime() < now.getTime()) return 'Live';
  }
  return sbrClientStatus(client);
}

/** 'Mark as Live' is offered only while the client is not live. */
export function canMarkLive(client: Pick<SbrCorporate, 'is_live'>): boolean {
  return !client.is_live;
}

/** Summary cards: total from the service, Live/Testing (and Scheduled) among the loaded clients only. */
export function sbrSummary(
  clients: readonly Pick<SbrCorporate, 'is_live' | 'go_live_date'>[],
  totalCount?: number,
): { total: number; live: number; testing: number; scheduled: number } {
  const counts = { total: totalCount ?? clients.length, live: 0, testing: 0, scheduled: 0 };
  for (const client of clients) {
    const status = sbrClientStatus(client);
    if (status === 'Live') counts.live += 1;
    else if (status === 'Scheduled') counts.scheduled += 1;
    else counts.testing += 1;
  }
  return counts;
}

/** Status filter options of the client list. */
export const SBR_STATUS_FILTERS = [
  { value: '', label: 'All Statuses' },
  { value: 'live', label: 'Live' },
  { value: 'testing', label: 'Testing' },
] as const;

/** Keeps the clients matching a status filter value ('' keeps all). */
export function filterSbrClients<T extends Pick<SbrCorporate, 'is_live' | 'go_live_date'>>(
  clients: readonly T[],
  status: string,
): T[] {
  if (status === 'live') return clients.filter((c) => sbrClientStatus(c) === 'Live');
  if (status === 'testing') return clients.filter((c) => sbrClientStatus(c) === 'Testing');
  return [...clients];
}

/** 'New customer' validation: the error text, or null when the name is fine. */
export function validateCorporateName(name: string): string | null {
  return name.trim() === '' ? 'Corporate name is required' : null;
}

/** A sender e-mail is in the list already (case-insensitive). */
export function hasIdentifier(identifiers: readonly string[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return identifiers.some((i) => i.toLowerCase() === wanted);
}
