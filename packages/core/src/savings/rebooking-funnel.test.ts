import { describe, expect, it } from 'vitest';
import {
  decisionReasons,
  decisionShares,
  decisionTime,
  funnelSteps,
  isFunnelEmpty,
  savingsLost,
} from './rebooking-funnel.js';

describe('rebooking decision funnel', () => {
  it('gives each step its share of the deals found and of the step before', () => {
    const steps = funnelSteps({ dealsFound: 400, allSentDeals: 200, acceptedDeals: 50, rebookedPNRs: 50 });
    expect(steps.map((s) => [s.label, s.count, s.percentOfFound, s.percentOfPrevious])).toEqual([
      ['Deals found', 400, 100, 100],
      ['Deals sent', 200, 50, 50],
      ['Deals accepted', 50, 12.5, 25],
      ['PNRs rebooked', 50, 12.5, 100],
    ]);
  });

  it('gives zero shares when nothing was found', () => {
    const steps = funnelSteps({ dealsFound: 0, allSentDeals: 0, acceptedDeals: 0, rebookedPNRs: 0 });
    expect(steps.map((s) => s.percentOfPrevious)).toEqual([100, 0, 0, 0]);
    expect(isFunnelEmpty({ dealsFound: 0 })).toBe(true);
    expect(isFunnelEmpty({ dealsFound: 1 })).toBe(false);
  });

  it('splits the deals sent into accepted, declined and expired totalling 100 %', () => {
    const shares = decisionShares({ acceptedDeals: 1, declinedDeals: 1, expiredDeals: 1 });
    expect(shares.map((s) => [s.label, s.percent])).toEqual([
      ['Accepted', 34],
      ['Declined', 33],
      ['Expired', 33],
    ]);
  });

  it('adds the savings lost to declined and expired deals', () => {
    expect(
      savingsLost({ acceptedSavings: 600, savingsLostDeclined: 300.1, savingsLostExpired: 99.9 }),
    ).toEqual({
      declined: 300.1,
      expired: 99.9,
      total: 400,
      percentOfSent: 40,
    });
  });

  it('lists the reasons most deals first with shares totalling 100', () => {
    const reasons = decisionReasons([
      {
        decision: 'Declined',
        feedbackMeaningPlatform: 'B',
        notAcceptedDeals: 1,
        savingsNotAccepted: 5,
        medianDecisionMinutes: 3,
      },
      {
        decision: 'Expired',
        feedbackMeaningPlatform: 'A',
        notAcceptedDeals: 2,
        savingsNotAccepted: 9,
        medianDecisionMinutes: null,
      },
    ]);
    expect(reasons.map((r) => [r.feedbackMeaningPlatform, r.percent])).toEqual([
      ['A', 67],
      ['B', 33],
    ]);
  });

  it('says decision times in minutes, hours or days', () => {
    expect(decisionTime(null)).toBe('–');
    expect(decisionTime(45)).toBe('45 min');
    expect(decisionTime(120)).toBe('2 h');
    expect(decisionTime(200)).toBe('3 h 20 min');
    expect(decisionTime(1440)).toBe('1 d');
    expect(decisionTime(1500)).toBe('1 d 1 h');
    expect(decisionTime(2870)).toBe('2 d');
  });
});
