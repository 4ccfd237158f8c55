import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { ALERTS_TAB } from '@tripsight/core/ops';
import { EVERY_TAB } from '../src/auth/demo-users.js';
import { call } from './ops-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor, tokenWithClaims } from './tokens.js';
import { trackedPnrsRule } from '@tripsight/core/testing';

const rule = trackedPnrsRule;

describe('alerts fired since the user last looked', () => {
  let server: TestServer;
  let alex: string;
  let colleague: string;
  let otherTmc: string;
  const unseen = async (token: string) => {
    const res = await call(server, 'GET', '/api/alerts/unseen', token);
    expect(res.status).toBe(200);
    return res.body.count as number;
  };
  const fire = async (overrides: Record<string, unknown> = {}) => {
    const created = await call(server, 'POST', '/api/alerts', alex, rule(overrides));
    expect(created.status).toBe(201);
    const run = await call(server, 'POST', `/api/alerts/${created.body.id}/run`, alex);
    expect(run.status).toBe(200);
    return { id: created.body.id as number, fired: run.body.fired as boolean };
  };

  beforeAll(async () => {
    server = await startTestServer();
    // Alex Morgan, the travel manager, through the real sign-in: entitled to the tab by the catalogue.
    alex = await tokenFor(server, 'manager');
    colleague = await tokenWithClaims(server, { sub: 'demo-colleague', email: 'sam.lee@northstar.example' });
    otherTmc = await tokenWithClaims(
      server,
      { entitled_tabs: [...EVERY_TAB], tmc: 'bluewave', email: 'priya.shah@bluewave.example' },
      'second',
    );
  });
  afterAll(async () => server?.close());

  it('names the catalogue tab of <tripsight-alerts> as the alert endpoints require it', () => {
    const tabs = TAB_CATALOGUE.filter((tab) => tab.content.tag === 'tripsight-alerts');
    expect(tabs.map((tab) => tab.tabName)).toEqual([ALERTS_TAB]);
  });

  it('counts each rule and period once, from its first firing, per user, until that user looks', async () => {
    expect(await unseen(alex)).toBe(0);
    const first = await fire();
    expect(first.fired).toBe(true);
    expect(await unseen(alex)).toBe(1);
    // The same period again is the same alert.
    await call(server, 'POST', `/api/alerts/${first.id}/run`, alex);
    expect(await unseen(alex)).toBe(1);
    // A rule that does not fire adds nothing.
    expect((await fire({ operator: 'lt' })).fired).toBe(false);
    expect(await unseen(alex)).toBe(1);

    const seen = await call(server, 'POST', '/api/alerts/seen', alex);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ count: 0 });
    expect(await unseen(alex)).toBe(0);
    // Another user of the TMC has not looked yet; another TMC's user sees none of these.
    expect(await unseen(colleague)).toBe(1);
    expect(await unseen(otherTmc)).toBe(0);

    // A firing already seen stays seen when it runs again; a new rule's firing counts.
    await call(server, 'POST', `/api/alerts/${first.id}/run`, alex);
    expect(await unseen(alex)).toBe(0);
    expect((await fire({ schedule: 'weekly' })).fired).toBe(true);
    expect(await unseen(alex)).toBe(1);
    expect(await unseen(colleague)).toBe(2);
  });

  it('answers 403 without the alerts tab, 401 without a token, 400 naming a stray parameter', async () => {
    const noTab = await tokenFor(server, 'noexport');
    expect((await call(server, 'GET', '/api/alerts/unseen', noTab)).status).toBe(403);
    expect((await call(server, 'POST', '/api/alerts/seen', noTab)).status).toBe(403);
    expect((await call(server, 'GET', '/api/alerts/unseen', null)).status).toBe(401);
    const stray = await call(server, 'GET', '/api/alerts/unseen?since=2026-01-01', alex);
    expect(stray.status).toBe(400);
    expect(stray.body.field).toBe('since');
  });

  it('opens no analytics view to a user entitled to the alerts tab alone', async () => {
    const alertsOnly = await tokenWithClaims(server, {
      entitled_tabs: [ALERTS_TAB],
      sub: 'demo-alerts-only',
    });
    expect(await unseen(alertsOnly)).toBeGreaterThanOrEqual(0);
    const view = await call(server, 'GET', '/api/views/air/faresaver/savingsOverview', alertsOnly);
    expect(view.status).toBe(403);
    const created = await call(server, 'POST', '/api/alerts', alertsOnly, rule());
    expect(created.status).toBe(403);
  });
});
