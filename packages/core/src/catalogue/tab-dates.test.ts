import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { datesForTab } from './tab-dates.js';
import { findTab } from './tab-catalogue.js';

const today = dayjs('2026-11-21');
const tab = (name: string) => findTab(name)!;
const chosen = { air: { startDate: '2026-01-01', endDate: '2026-01-31' } };

describe('datesForTab', () => {
  it('applies the default window on sign-in', () => {
    expect(datesForTab(chosen, null, tab('Savingsoverview'), today)).toEqual({
      air: { startDate: '2026-10-22', endDate: '2026-11-20' },
    });
  });

  it('keeps the chosen dates between tabs with the same window', () => {
    const dates = datesForTab(chosen, tab('Savingsoverview'), tab('RebookingSuccessInsights'), today);
    expect(dates).toBe(chosen);
  });

  it('applies the default window of a tab with another window', () => {
    expect(datesForTab(chosen, tab('Savingsoverview'), tab('AgentseeAuditLog'), today).air).toEqual({
      startDate: '2026-11-14',
      endDate: '2026-11-20',
    });
  });

  it('sets the dates of a product that has none yet, keeping the others', () => {
    expect(datesForTab(chosen, tab('Savingsoverview'), tab('HotelsaverSavingsoverview'), today)).toEqual({
      ...chosen,
      hotel: { startDate: '2025-11-21', endDate: '2026-11-20' },
    });
  });
});
