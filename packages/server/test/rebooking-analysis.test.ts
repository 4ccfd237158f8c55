import {
  CURRENT_SAVINGS_THRESHOLD,
  simulateThreshold,
  THRESHOLD_MAX,
  THRESHOLD_STEP,
} from '@tripsight/core/savings';
import {
  feedbackView,
  rebookingDecisionsView,
  rebookingFunnelView,
  rebookingTableView,
  savingsOverviewView,
  thresholdBucketsView,
  thresholdClientsView,
  type FeedbackRow,
  type RebookingDecisionRow,
  type RebookingFunnelData,
  type RebookingTableRow,
  type SavingsOverviewData,
  type ThresholdBucketRow,
  type ThresholdClientRow,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import {
  cents,
  daysAgo,
  getView,
  LAST_400_DAYS_USD,
  okView,
  total,
  type Params,
} from './analytics-client.js';
import { signedInServer } from './signed-in.js';

/*
 * The rebooking analysis tells the same story as the savings overview and rebooking performance for
 * the same filters: the funnel's rebooked PNRs, accepted savings and deals are theirs, its savings
 * lost are the savings not accepted, and the simulator starts from the rebooking table's clients.
 */
describe('rebooking analysis (real service)', () => {
  const app = signedInServer();

  const cases: [string, Params][] = [
    ['the last 400 days, gross USD', LAST_400_DAYS_USD],
    [
      'the last 30 days, net EUR',
      { startDate: daysAgo(30), endDate: daysAgo(1), currency: 'EUR', feeMode: 'net' },
    ],
    [
      'two clients over a year, net, branch currency',
      {
        startDate: daysAgo(365),
        endDate: daysAgo(1),
        feeMode: 'net',
        corporate: ['Globex Corporation', 'Initech'],
      },
    ],
    [
      'one GDS over a year, GBP',
      { startDate: daysAgo(365), endDate: daysAgo(1), currency: 'GBP', gds: ['Sabre'] },
    ],
  ];

  for (const [name, params] of cases) {
    it(`reconciles with the savings overview and rebooking performance for ${name}`, async () => {
      const [funnel, decisions, overview, feedback, clients, table] = await Promise.all([
        okView<RebookingFunnelData>(app.server, rebookingFunnelView.path, params, app.manager),
        okView<RebookingDecisionRow[]>(app.server, rebookingDecisionsView.path, params, app.manager),
        okView<SavingsOverviewData>(app.server, savingsOverviewView.path, params, app.manager),
        okView<FeedbackRow[]>(app.server, feedbackView.path, params, app.manager),
        okView<ThresholdClientRow[]>(app.server, thresholdClientsView.path, params, app.manager),
        okView<RebookingTableRow[]>(app.server, rebookingTableView.path, params, app.manager),
      ]);
      const f = funnel.data;
      const kpi = overview.data;
      expect(funnel.annotation.currency).toBe(overview.annotation.currency);
      expect(f.allSentDeals).toBeGreaterThan(0);

      // The funnel's figures are the savings overview's.
      expect(f.rebookedPNRs).toBe(kpi.rebookedPNRs);
      expect(f.allSentDeals).toBe(kpi.allSentDeals);
      expect(f.acceptedDeals).toBe(kpi.acceptedDeals);
      expect(f.declinedDeals + f.expiredDeals).toBe(kpi.notAcceptedDeals);
      expect(Math.abs(cents(f.acceptedSavings) - cents(kpi.acceptedSavings))).toBeLessThanOrEqual(1);
      expect(
        Math.abs(cents(f.savingsLostDeclined + f.savingsLostExpired) - cents(kpi.savingsNotAccepted)),
      ).toBeLessThanOrEqual(2);
      expect(f.dealsFound).toBe(f.allSentDeals + f.heldDeals);
      expect(f.heldDeals).toBeGreaterThan(0);

      // Every deal not accepted has one decision and one reason: the feedback breakdown's deals.
      expect(total(decisions.data, 'notAcceptedDeals')).toBe(kpi.notAcceptedDeals);
      const byReason = new Map(feedback.data.map((r) => [r.feedbackMeaningPlatform, r.notAcceptedDeals]));
      for (const row of decisions.data) {
        expect(row.notAcceptedDeals, row.feedbackMeaningPlatform).toBe(
          byReason.get(row.feedbackMeaningPlatform),
        );
        expect(row.decision).toBe(
          row.feedbackMeaningPlatform === 'No response from traveler' ? 'Expired' : 'Declined',
        );
        expect(row.medianDecisionMinutes === null).toBe(row.decision === 'Expired');
      }
      expect(
        total(
          decisions.data.filter((r) => r.decision === 'Expired'),
          'notAcceptedDeals',
        ),
      ).toBe(f.expiredDeals);

      // Decisions take minutes to a day; expired deals were open 3 hours to 2 days.
      expect(f.medianMinutesToAccept).toBeGreaterThanOrEqual(5);
      expect(f.p90MinutesToDecision).toBeLessThanOrEqual(1440);
      if (f.expiredDeals > 0) {
        expect(f.medianHoursOpenWhenExpired).toBeGreaterThanOrEqual(3);
        expect(f.medianHoursOpenWhenExpired).toBeLessThanOrEqual(48);
      }

      // The simulator's clients are rebooking performance's, deal for deal.
      expect(clients.data.map((c) => c.directEnterprise)).toEqual(table.data.map((c) => c.directEnterprise));
      for (const [i, client] of clients.data.entries()) {
        const row = table.data[i]!;
        expect([client.allSentDeals, client.acceptedDeals]).toEqual([row.allSentDeals, row.acceptedDeals]);
        expect(Math.abs(cents(client.acceptedSavings) - cents(row.acceptedSavings))).toBeLessThanOrEqual(1);
      }
      expect(total(clients.data, 'rebookedPNRs')).toBe(kpi.rebookedPNRs);
    });
  }

  it('buckets the deals a new minimum can change, and the simulation follows them', async () => {
    const params = { startDate: daysAgo(365), endDate: daysAgo(1), currency: 'USD', feeMode: 'net' };
    const [clients, buckets] = await Promise.all([
      okView<ThresholdClientRow[]>(app.server, thresholdClientsView.path, params, app.manager),
      okView<ThresholdBucketRow[]>(app.server, thresholdBucketsView.path, params, app.manager),
    ]);
    expect(buckets.annotation).toMatchObject({ currentThreshold: 300, step: 10, max: 1000 });
    expect(buckets.data.length).toBeGreaterThan(0);
    // At most one row per client and step, however long the range.
    expect(buckets.data.length).toBeLessThanOrEqual(clients.data.length * (THRESHOLD_MAX / THRESHOLD_STEP));
    for (const b of buckets.data) {
      expect(b.netSavingsFrom % THRESHOLD_STEP).toBe(0);
      if (b.heldPnrs > 0) expect(b.netSavingsFrom).toBeLessThan(CURRENT_SAVINGS_THRESHOLD);
      if (b.rebookedPnrs > 0) expect(b.netSavingsFrom).toBeGreaterThanOrEqual(CURRENT_SAVINGS_THRESHOLD);
    }
    const at = (x: number) => simulateThreshold(clients.data, buckets.data, x);
    expect(at(300)).toMatchObject({ additionalPnrs: 0, additionalNetSavings: 0 });
    expect(at(100).additionalPnrs).toBeGreaterThan(0);
    expect(at(0).additionalNetSavings).toBeGreaterThan(at(100).additionalNetSavings);
    expect(at(600).additionalPnrs).toBeLessThan(0);
    // Taking the minimum to the top takes away every rebooking with a net saving from 300 to 1000.
    expect(-at(THRESHOLD_MAX).additionalPnrs).toBe(total(buckets.data, 'rebookedPnrs'));
  });

  it("answers only the caller's TMC", async () => {
    const params = { startDate: daysAgo(365), endDate: daysAgo(1), currency: 'USD' };
    const other = app.second;
    const [mine, theirs] = await Promise.all([
      okView<ThresholdClientRow[]>(app.server, thresholdClientsView.path, params, app.manager),
      okView<ThresholdClientRow[]>(app.server, thresholdClientsView.path, params, other),
    ]);
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(total(theirs.data, 'allSentDeals')).not.toBe(total(mine.data, 'allSentDeals'));
  });

  it('refuses a bad fee mode, naming the field', async () => {
    const res = await getView(app.server, rebookingFunnelView.path, { feeMode: 'both' }, app.manager);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('feeMode');
  });
});
