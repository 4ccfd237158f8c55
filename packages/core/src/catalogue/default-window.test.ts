import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { tabDefaultDateRange } from './default-window.js';
import { findTab, TAB_CATALOGUE } from './tab-catalogue.js';

const today = dayjs('2026-11-21');
const windowOf = (name: string) => {
  const tab = findTab(name);
  if (!tab) throw new Error(`missing tab ${name}`);
  return [tab.defaultStartDaysInThePast, tab.defaultEndDaysInTheFuture];
};

describe('default date windows', () => {
  it('opens on 30 days ending yesterday by default', () => {
    expect(windowOf('Savingsoverview')).toEqual([30, 0]);
    expect(tabDefaultDateRange(findTab('Savingsoverview')!, today)).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-20',
    });
  });

  it('opens programme and hotel tabs on 365 days', () => {
    for (const name of [
      'ProgramOverview',
      'ContractAudit',
      'HotelsaverSavingsoverview',
      'SpendOverview',
      'HpaPremiumCockpit',
      'NegotiatedRateAvailability',
    ]) {
      expect(windowOf(name), name).toEqual([365, 0]);
    }
    expect(tabDefaultDateRange(findTab('ProgramOverview')!, today).startDate).toBe('2025-11-21');
  });

  it('opens the benchmarking report on 90 days', () => {
    expect(windowOf('ContractOptimizationBenchmarks')).toEqual([90, 0]);
  });

  it('opens the audit log on 7 days with no future days', () => {
    expect(windowOf('AgentseeAuditLog')).toEqual([7, 0]);
    expect(tabDefaultDateRange(findTab('AgentseeAuditLog')!, today)).toEqual({
      startDate: '2026-11-14',
      endDate: '2026-11-20',
    });
  });

  it('opens the Agentsee demos on 730 days', () => {
    expect(windowOf('AgentAIOverviewDemo')).toEqual([730, 0]);
    expect(windowOf('AgentAIOpportunitiesDemo')).toEqual([730, 0]);
    expect(windowOf('AgentAIOverview')).toEqual([30, 0]);
  });

  it('uses only the windows the spec names', () => {
    expect(
      [...new Set(TAB_CATALOGUE.map((tab) => tab.defaultStartDaysInThePast))].sort((a, b) => a - b),
    ).toEqual([7, 30, 90, 365, 730]);
  });

  it('moves the end by the days in the future', () => {
    expect(
      tabDefaultDateRange({ defaultStartDaysInThePast: 30, defaultEndDaysInTheFuture: 10 }, today).endDate,
    ).toBe('2026-11-30');
  });
});
