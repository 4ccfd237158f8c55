import {
  lowestNegoFarePnrRatioView,
  negotiatedFareAdoptionView,
  type LowestNegoFarePnrRatioData,
  type NegotiatedFareAdoptionData,
} from '@tripsight/core';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/auth/demo-users.js';
import { PORTAL_CLIENT_ID } from '../src/auth/dev-provider.js';
import { readSigningKey } from '../src/auth/signing-key.js';
import { daysAgo, getView, type Params } from './analytics-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor, tokenWithoutTmc } from './tokens.js';

const range = { startDate: daysAgo(400), endDate: daysAgo(1), currency: 'USD' };
const PATHS = [lowestNegoFarePnrRatioView.path, negotiatedFareAdoptionView.path];

/** A manager's token entitled to `tabs` only. */
async function tokenWithTabs(server: TestServer, tabs: string[]): Promise<string> {
  const key = readSigningKey(server.config.dataDir);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ...DEMO_USERS.manager.claims,
    sub: `supplier-${tabs.join('-') || 'none'}`,
    entitled_tabs: tabs,
    client_id: PORTAL_CLIENT_ID,
    scope: 'analytics',
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(`${server.config.publicUrl}/oidc`)
    .setAudience(server.config.oidcAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(key, 'RS256'));
}

describe('supplier insights views', () => {
  let server: TestServer;
  let manager: string;
  let second: string;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await tokenFor(server, 'manager');
    second = await tokenFor(server, 'second');
  });
  afterAll(async () => server?.close());

  const view = async <T>(path: string, params: Params = {}, token = manager) => {
    const res = await getView<T>(server, path, { ...range, ...params }, token);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  it('serves both views at the spec paths, to a signed-in caller of a TMC entitled to a tab that reads them', async () => {
    expect(PATHS).toEqual([
      '/api/views/air/supplierInsights/negotiatedRates/lowestNegoFarePnrRatio',
      '/api/views/air/supplierInsights/negotiatedRates/negotiatedFareAdoption',
    ]);
    const noTmc = await tokenWithoutTmc(server, 'manager');
    const adoptionOnly = await tokenWithTabs(server, ['NegotiatedFaresAdoptionPOC']);
    const hotelOnly = await tokenWithTabs(server, ['HotelsaverSavingsoverview']);
    for (const path of PATHS) {
      expect((await getView(server, path, range)).status, path).toBe(401);
      expect((await getView(server, path, range, noTmc)).status, path).toBe(403);
      expect((await getView(server, path, range, adoptionOnly)).status, path).toBe(200);
      const denied = await getView(server, path, range, hotelOnly);
      expect(denied.status, path).toBe(403);
      expect(denied.body.error).toBe('FORBIDDEN');
    }
  });

  it('rejects an unknown query parameter, naming it', async () => {
    for (const path of PATHS) {
      const res = await getView(server, path, { ...range, limit: 5 }, manager);
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    }
  });

  it('answers adoption as the rounded percent of tracked PNRs that had a negotiated fare', async () => {
    const { data } = await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path);
    expect(data.trackedPnrs).toBeGreaterThan(100);
    expect(data.trackedPnrsWithNegotiatedFare).toBeGreaterThan(0);
    expect(data.trackedPnrsWithNegotiatedFare).toBeLessThan(data.trackedPnrs);
    expect(data.negotiatedFareAdoption).toBe(
      Math.round((100 * data.trackedPnrsWithNegotiatedFare) / data.trackedPnrs),
    );
    expect(data.negotiatedFareAdoption).toBeGreaterThan(10);
    expect(data.negotiatedFareAdoption).toBeLessThan(90);
  });

  it('answers the lowest negotiated fare ratio, CAT and LIF success as percents of the PNRs with a negotiated fare', async () => {
    const adoption = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path)).data;
    const { data, currencyFields } = await view<LowestNegoFarePnrRatioData>(lowestNegoFarePnrRatioView.path);
    expect(currencyFields).toEqual([]);
    expect(data.countPnrs).toBe(adoption.trackedPnrsWithNegotiatedFare);
    for (const figure of [data.lowestNegociatedFarePnrRatio, data.catSuccess, data.lifSuccess]) {
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThan(100);
      expect(Math.round(figure * 100) / 100).toBe(figure);
    }
  });

  it("scopes to the caller's TMC, the dates and the filters", async () => {
    const mine = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path)).data;
    const theirs = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path, {}, second)).data;
    expect(theirs.trackedPnrs).not.toBe(mine.trackedPnrs);
    const shorter = (
      await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path, { startDate: daysAgo(30) })
    ).data;
    expect(shorter.trackedPnrs).toBeLessThan(mine.trackedPnrs);
    const none = await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path, {
      corporate: ['No Such Corporate'],
    });
    expect(none.data).toEqual({
      trackedPnrs: 0,
      trackedPnrsWithNegotiatedFare: 0,
      negotiatedFareAdoption: 0,
    });
    const ratio = await view<LowestNegoFarePnrRatioData>(lowestNegoFarePnrRatioView.path, {
      corporate: ['No Such Corporate'],
    });
    expect(ratio.data).toEqual({
      lowestNegociatedFarePnrRatio: 0,
      countPnrs: 0,
      catSuccess: 0,
      lifSuccess: 0,
    });
  });
});
