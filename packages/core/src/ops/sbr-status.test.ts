import { describe, expect, it } from 'vitest';
import {
  canMarkLive,
  filterSbrClients,
  hasIdentifier,
  sbrClientStatus,
  sbrListBadge,
  sbrSummary,
  validateCorporateName,
} from './sbr-status.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const live = { is_live: true, go_live_date: '2026-01-01' };
const scheduled = { is_live: false, go_live_date: '2026-09-01' };
const pastDate = { is_live: false, go_live_date: '2026-02-01' };
const testing = { is_live: false, go_live_date: null };

describe('SBR client status (docs/rules/operations.md#client-statuses)', () => {
  it('is Live if live, Scheduled with a go-live date, Testing otherwise', () => {
    expect(sbrClientStatus(live)).toBe('Live');
    expect(sbrClientStatus({ is_live: true, go_live_date: null })).toBe('Live');
    expect(sbrClientStatus(scheduled)).toBe('Scheduled');
    expect(sbrClientStatus(testing)).toBe('Testing');
  });
  it('shows Live in the list once the go-live date is past', () => {
    expect(sbrListBadge(pastDate, NOW)).toBe('Live');
    expect(sbrListBadge(scheduled, NOW)).toBe('Scheduled');
    expect(sbrListBadge(testing, NOW)).toBe('Testing');
  });
  it('offers Mark as Live only while not live', () => {
    expect(canMarkLive(live)).toBe(false);
    expect(canMarkLive(testing)).toBe(true);
    expect(canMarkLive(scheduled)).toBe(true);
  });
  it('counts Live and Testing among the loaded clients, total from the service', () => {
    expect(sbrSummary([live, scheduled, testing, testing], 40)).toEqual({
      total: 40,
      live: 1,
      testing: 2,
      scheduled: 1,
    });
    expect(sbrSummary([live])).toEqual({ total: 1, live: 1, testing: 0, scheduled: 0 });
  });
  it('filters loaded clients by status', () => {
    expect(filterSbrClients([live, scheduled, testing], 'live')).toEqual([live]);
    expect(filterSbrClients([live, scheduled, testing], 'testing')).toEqual([testing]);
    expect(filterSbrClients([live, scheduled, testing], '')).toHaveLength(3);
  });
});

describe('SBR validation (docs/rules/operations.md#customer-management)', () => {
  it('requires a non-blank corporate name', () => {
    expect(validateCorporateName('  ')).toBe('Corporate name is required');
    expect(validateCorporateName('Acme')).toBeNull();
  });
  it('finds an existing sender regardless of case', () => {
    expect(hasIdentifier(['Ops@Acme.test'], ' ops@acme.test')).toBe(true);
    expect(hasIdentifier(['ops@acme.test'], 'it@acme.test')).toBe(false);
  });
});
