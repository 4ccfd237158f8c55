import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { datesForTab, isDemoTab, mocksDates, ProductTabHistory } from './tab-dates.js';
import { findTab } from './tab-catalogue.js';

const today = dayjs('2026-11-21');
const tab = (name: string) => findTab(name)!;
const chosen = { air: { startDate: '2026-01-01', endDate: '2026-01-31' } };
const JULY_2019 = { startDate: '2019-07-01', endDate: '2019-07-31' };

describe('datesForTab', () => {
  it('applies the default window on sign-in', () => {
    expect(datesForTab(chosen, null, tab('Savingsoverview'), { today })).toEqual({
      air: { startDate: '2026-10-22', endDate: '2026-11-20' },
    });
  });

  it('keeps the chosen dates between tabs with the same window', () => {
    const dates = datesForTab(chosen, tab('Savingsoverview'), tab('RebookingSuccessInsights'), { today });
    expect(dates).toBe(chosen);
  });

  it('applies the default window of a tab with another window', () => {
    expect(datesForTab(chosen, tab('Savingsoverview'), tab('AgentseeAuditLog'), { today }).air).toEqual({
      startDate: '2026-11-14',
      endDate: '2026-11-20',
    });
  });

  it('sets the dates of a product that has none yet, keeping the others', () => {
    const history = new ProductTabHistory();
    history.visit(tab('Savingsoverview'));
    const hotel = tab('HotelsaverSavingsoverview');
    expect(datesForTab(chosen, history.visit(hotel), hotel, { today })).toEqual({
      ...chosen,
      hotel: { startDate: '2025-11-21', endDate: '2026-11-20' },
    });
  });

  it('keeps each product its own dates across a visit to another product (air → hotel → air)', () => {
    const history = new ProductTabHistory();
    const air = tab('Savingsoverview');
    const hotel = tab('HotelsaverSavingsoverview');
    let dates = datesForTab({}, history.visit(air), air, { today });
    const last14Days = { startDate: '2026-11-07', endDate: '2026-11-20' };
    dates = { ...dates, air: last14Days };
    dates = datesForTab(dates, history.visit(hotel), hotel, { today });
    expect(dates.air).toEqual(last14Days);
    dates = datesForTab(dates, history.visit(air), air, { today });
    expect(dates.air).toEqual(last14Days);
    expect(dates.hotel).toEqual({ startDate: '2025-11-21', endDate: '2026-11-20' });
  });

  it('mocks every window of the demo company to the July 2019 one, on sign-in too', () => {
    const demo = { today, demoCompany: true };
    expect(datesForTab({}, null, tab('Savingsoverview'), demo)).toEqual({ air: JULY_2019 });
    expect(datesForTab({}, null, tab('HotelsaverSavingsoverview'), demo)).toEqual({ hotel: JULY_2019 });
  });

  it('mocks the window of the demo tabs, whose figures are for July 2019, and leaves them for live dates', () => {
    const history = new ProductTabHistory();
    const live = tab('Savingsoverview');
    const demoTab = tab('SavingsoverviewDEMO');
    let dates = datesForTab({}, history.visit(live), live, { today });
    dates = datesForTab(dates, history.visit(demoTab), demoTab, { today });
    expect(dates.air).toEqual(JULY_2019);
    dates = datesForTab(dates, history.visit(live), live, { today });
    expect(dates.air).toEqual({ startDate: '2026-10-22', endDate: '2026-11-20' });
  });
});

describe('the question screen', () => {
  it('answers live, so its dates are the dashboard window but for the demo company', () => {
    const question = tab('TravelSpendAIDemo');
    expect(isDemoTab(question)).toBe(false);
    const live = datesForTab({}, null, question, { today });
    expect(live.air).toEqual({ startDate: '2026-10-22', endDate: '2026-11-20' });
    // Opened after another tab of the same window, the dates chosen there stay.
    expect(datesForTab(chosen, tab('Savingsoverview'), question, { today })).toBe(chosen);
    expect(datesForTab({}, null, question, { today, demoCompany: true }).air).toEqual(JULY_2019);
  });
});

describe('demo tabs', () => {
  it('are the pages in the demo modes', () => {
    expect(isDemoTab(tab('SavingsoverviewDEMO'))).toBe(true);
    expect(isDemoTab(tab('SavingsoverviewDemoWithProdUI'))).toBe(true);
    expect(isDemoTab(tab('Savingsoverview'))).toBe(false);
    expect(isDemoTab(tab('ProgramOverview'))).toBe(false);
    expect(mocksDates(tab('Savingsoverview'), true)).toBe(true);
  });
});
