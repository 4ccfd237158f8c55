import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dealsPerClientView,
  feedbackView,
  savingsOverviewView,
  type DealsPerClientRow,
  type FeedbackRow,
  type SavingsOverviewData,
} from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_FILE, DUCKDB_OPTIONS } from '../src/dataset/generate.js';
import { cents, daysAgo, getView, LAST_400_DAYS_USD, total, type Params } from './analytics-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

/*
 * "Not accepted" tells one story: the KPI, the feedback breakdown and the per-client table of the
 * savings overview reconcile over the whole dataset, for any range, currency, fee mode and filter.
 */
describe('deals not accepted reconcile across the savings overview', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-not-accepted-'));
  let server: TestServer;
  let running = false;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dataDir });
    running = true;
    token = await tokenFor(server, 'manager');
  });
  afterAll(async () => {
    if (running) await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cases: [string, Params][] = [
    ['all of the last 400 days, gross USD', LAST_400_DAYS_USD],
    [
      'the last 30 days, net EUR',
      { startDate: daysAgo(30), endDate: daysAgo(1), currency: 'EUR', feeMode: 'net' },
    ],
    [
      'one client group over a year, GBP',
      {
        startDate: daysAgo(365),
        endDate: daysAgo(1),
        currency: 'GBP',
        corporate: ['Globex Corporation', 'Initech'],
      },
    ],
  ];

  for (const [name, params] of cases) {
    it(`adds up for ${name}`, async () => {
      const [overview, feedback, clients] = await Promise.all([
        getView<SavingsOverviewData>(server, savingsOverviewView.path, params, token),
        getView<FeedbackRow[]>(server, feedbackView.path, params, token),
        getView<DealsPerClientRow[]>(server, dealsPerClientView.path, params, token),
      ]);
      const kpi = overview.body.data;
      const reasons = feedback.body.data;
      const perClient = clients.body.data;
      expect(kpi.notAcceptedDeals).toBeGreaterThan(0);

      // Deals: the KPI, the sum over reasons and the sum over clients are the same deals.
      expect(kpi.notAcceptedDeals).toBe(kpi.allSentDeals - kpi.acceptedDeals);
      expect(total(reasons, 'notAcceptedDeals')).toBe(kpi.notAcceptedDeals);
      expect(total(perClient, 'notAcceptedDeals')).toBe(kpi.notAcceptedDeals);
      for (const client of perClient) {
        expect(client.notAcceptedDeals, client.directEnterprise).toBe(
          client.allSentDeals - client.acceptedDeals,
        );
      }

      // Savings: every deal not accepted carries a saving, so the three totals agree to the cent.
      expect(
        Math.abs(cents(total(reasons, 'savingsNotAccepted')) - cents(kpi.savingsNotAccepted)),
      ).toBeLessThanOrEqual(reasons.length);
      expect(
        Math.abs(cents(total(perClient, 'savingsNotAccepted')) - cents(kpi.savingsNotAccepted)),
      ).toBeLessThanOrEqual(perClient.length);
      for (const client of perClient) {
        expect(client.savingsNotAccepted > 0, client.directEnterprise).toBe(client.notAcceptedDeals > 0);
      }

      // Every deal not accepted has a reason; PNRs are fewer than deals (a PNR may get several deals).
      for (const reason of reasons) expect(reason.feedbackMeaningPlatform).toBeTruthy();
      expect(kpi.savingsNotAcceptedPNRs).toBeGreaterThan(0);
      expect(kpi.savingsNotAcceptedPNRs).toBeLessThanOrEqual(kpi.notAcceptedDeals);
      expect(kpi.rebookedPNRs).toBe(kpi.acceptedDeals);
    });
  }

  it('holds in the dataset: every deal not accepted carries a saving and a reason, none of a rebooked PNR', async () => {
    // The service holds the dataset file open read-write; read it once the service is down.
    await server.close();
    running = false;
    const file = join(dataDir, DATASET_FILE);
    const instance = await DuckDBInstance.create(file, { ...DUCKDB_OPTIONS, access_mode: 'READ_ONLY' });
    try {
      const connection = await instance.connect();
      const reader = await connection.runAndReadAll(`SELECT
          count(*) FILTER (WHERE NOT is_rebooked AND (savings_usd <= 0 OR feedback_meaning_platform IS NULL))::INTEGER AS bare,
          count(*) FILTER (WHERE is_rebooked AND not_accepted_deals > 0)::INTEGER AS mixed,
          count(*) FILTER (WHERE NOT is_rebooked)::INTEGER AS not_accepted_pnrs,
          sum(not_accepted_deals)::INTEGER AS not_accepted_deals
        FROM faresaver_deals`);
      const [row] = reader.getRowObjectsJson() as Record<string, number>[];
      connection.closeSync();
      expect(row).toMatchObject({ bare: 0, mixed: 0 });
      expect(row!.not_accepted_deals).toBeGreaterThan(row!.not_accepted_pnrs ?? 0);
    } finally {
      instance.closeSync();
    }
  });
});
