import { mailDomain } from '@tripsight/core/ops';
import type { OpsQuery } from '../ops/db.js';

/** Where a TMC works: the time zone its periods are read in and its own mail domain. */
interface TenantMailSettings {
  timeZone: string;
  domain: string;
}

const SETTINGS: Readonly<Record<string, TenantMailSettings>> = {
  northstar: { timeZone: 'America/New_York', domain: 'northstar.example' },
  bluewave: { timeZone: 'Europe/London', domain: 'bluewave.example' },
  meridian: { timeZone: 'Asia/Singapore', domain: 'meridian.example' },
};

/** The TMC's time zone (UTC for a TMC the service does not know). */
export function tenantTimeZone(tmc: string): string {
  return SETTINGS[tmc]?.timeZone ?? 'UTC';
}

/**
 * The mail domains alerts and digests of `tmc` may go to: the TMC's own domain and the domains of
 * the sender addresses enabled for its corporate clients (customer management), lower-case.
 */
export async function allowedMailDomains(db: OpsQuery, tmc: string): Promise<Set<string>> {
  const rows = await db.query<{ identifier: string }>(
    'SELECT DISTINCT identifier FROM corporate_identifiers WHERE tmc = $1',
    [tmc],
  );
  const domains = new Set(rows.map((row) => mailDomain(row.identifier)));
  const own = SETTINGS[tmc]?.domain;
  if (own) domains.add(own);
  return domains;
}
