import { describe, expect, it } from 'vitest';
import {
  allowExportClaim,
  claimsFromProfile,
  claimsFromToken,
  DEMO_CUSTOMER_ID,
  decodeJwtPayload,
  listClaim,
  userFromProfile,
} from './claims.js';

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

describe('claims mapping', () => {
  it('reads every Tripsight claim into the bus claims', () => {
    expect(
      claimsFromProfile({
        sub: 'demo-clients',
        tmc: 'northstar',
        customer_id: 'CUST-NORTHSTAR-003',
        entitled_tabs: ['Savingsoverview', 'RebookingSuccessInsights'],
        allow_export_reports: true,
        default_clients: ['Globex Corporation', 'Initech'],
        email: 'sam.rivera@northstar.example',
      }),
    ).toEqual({
      customerId: 'CUST-NORTHSTAR-003',
      entitledTabs: ['Savingsoverview', 'RebookingSuccessInsights'],
      allowExportReports: true,
      defaultClients: ['Globex Corporation', 'Initech'],
      isDemo: false,
      tmc: 'northstar',
      email: 'sam.rivera@northstar.example',
    });
  });

  it('allows exporting when allow_export_reports is absent, and only false forbids it', () => {
    expect(claimsFromProfile({}).allowExportReports).toBe(true);
    expect(allowExportClaim(undefined)).toBe(true);
    expect(allowExportClaim(null)).toBe(true);
    expect(allowExportClaim(false)).toBe(false);
    expect(allowExportClaim('false')).toBe(false);
    expect(allowExportClaim('true')).toBe(true);
  });

  it('marks the demo company DEMO_COMPANY as demo', () => {
    expect(DEMO_CUSTOMER_ID).toBe('DEMO_COMPANY');
    expect(claimsFromProfile({ customer_id: 'DEMO_COMPANY' }).isDemo).toBe(true);
    expect(claimsFromProfile({ customer_id: 'demo_company' }).isDemo).toBe(false);
    expect(claimsFromProfile({}).isDemo).toBe(false);
  });

  it('reads list claims from arrays, JSON strings and separated strings', () => {
    expect(listClaim(['A', 3, 'B'])).toEqual(['A', 'B']);
    expect(listClaim('["Savingsoverview","AgentseeAuditLog"]')).toEqual([
      'Savingsoverview',
      'AgentseeAuditLog',
    ]);
    expect(listClaim('Savingsoverview, AgentseeAuditLog')).toEqual(['Savingsoverview', 'AgentseeAuditLog']);
    expect(listClaim('')).toEqual([]);
    expect(listClaim(undefined)).toEqual([]);
    expect(listClaim('[broken')).toEqual([]);
  });

  it('names the user by name, else email, else subject', () => {
    expect(userFromProfile({ name: 'Alex Morgan', email: 'a@x.example', picture: 'p.png' })).toEqual({
      name: 'Alex Morgan',
      email: 'a@x.example',
      picture: 'p.png',
    });
    expect(userFromProfile({ email: 'a@x.example' }).name).toBe('a@x.example');
    expect(userFromProfile({ sub: 'u1' })).toEqual({ name: 'u1', email: null, picture: null });
  });

  it('decodes the claims of an access token, including non-ASCII names', () => {
    const token = jwt({ tmc: 'bluewave', customer_id: 'DEMO_COMPANY', name: 'Zoë Ørsted' });
    expect(claimsFromToken(token)).toMatchObject({ tmc: 'bluewave', isDemo: true });
    expect(decodeJwtPayload(token).name).toBe('Zoë Ørsted');
  });

  it('rejects what is not a JWT with a clear error', () => {
    expect(() => decodeJwtPayload('opaque-token')).toThrow('invalid token: expected a JWT');
    expect(() => decodeJwtPayload('a.%%%.c')).toThrow('invalid token: the payload is not JSON');
    const array = Buffer.from('[1]').toString('base64url');
    expect(() => decodeJwtPayload(`a.${array}.c`)).toThrow('not an object');
  });
});
