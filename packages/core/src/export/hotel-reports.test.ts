import { describe, expect, it } from 'vitest';
import { findTab } from '../catalogue/tab-catalogue.js';
import { reportsForTab } from './air-reports.js';
import { listedReports } from './export-rules.js';
import { HOTEL_REPORTS, hotelReportsForMode } from './hotel-reports.js';

describe('hotel reports', () => {
  it('are the three hotel exports of the spec at their paths', () => {
    expect(HOTEL_REPORTS.map((r) => [r.buttonName, r.path])).toEqual([
      ['Hotel Executive Summary', '/api/reports/hotelsExecutiveSummaryReport'],
      ['Hotel Savings Details', '/api/reports/hotelsSavingsDetailsReport'],
      ['Hotel Tracked Reservations', '/api/reports/hotelsTrackedReservationsReport'],
    ]);
    expect(HOTEL_REPORTS[1]!.exportFileExtensionOptions).toEqual(['xlsx', 'csv']);
  });

  it("carry the mode's extras, and none are offered on sample data", () => {
    expect(hotelReportsForMode('hpa', 'hotel')[0]!.extraParams).toEqual({
      productName: 'hotel',
      isHPA: true,
      isPMOnly: false,
      isAutorebook: false,
    });
    expect(hotelReportsForMode('rate-optimizer-pm-only', 'hotel')[2]!.extraParams).toMatchObject({
      isPMOnly: true,
    });
    expect(hotelReportsForMode('autorebook', 'hotel')[1]!.extraParams).toMatchObject({ isAutorebook: true });
    expect(hotelReportsForMode('poc', 'hotel')).toEqual([]);
    expect(hotelReportsForMode('demo', 'hotel')).toEqual([]);
  });

  it("are listed in the hotel tabs' Export menus", () => {
    for (const name of [
      'HotelsaverSavingsoverview',
      'HotelRateOptimizer',
      'HotelRateOptimizerPMOnly',
      'HotelInsights',
    ]) {
      expect(
        listedReports(reportsForTab(findTab(name))).map((r) => r.buttonName),
        name,
      ).toEqual(['Hotel Executive Summary', 'Hotel Savings Details', 'Hotel Tracked Reservations']);
    }
    expect(reportsForTab(findTab('HotelInsights'))[0]!.extraParams).toMatchObject({ isHPA: true });
    expect(reportsForTab(findTab('HotelsaverSavingsoverviewPOC'))).toEqual([]);
    expect(reportsForTab(findTab('Savingsoverview')).map((r) => r.buttonName)).toContain('Executive Summary');
  });
});
