import { describe, expect, it } from 'vitest';
import {
  REPORT_BREAKDOWN_LABELS,
  SIMULATOR_BREAKDOWN_LABELS,
  DEFAULT_REPORT_BREAKDOWN,
  POLICY_BAR_SIZES,
  POLICY_CHART_HEIGHTS,
  CHART_LABEL_MIN_PERCENT,
} from './policy-constants.js';
import { ADVANCE_PURCHASE_TEXTS, CABIN_COMPLIANCE_TEXTS, PNR_SUMMARY_COLUMNS } from './policy-texts.js';

describe('policy page texts', () => {
  it('quotes the advanced purchase page', () => {
    expect(ADVANCE_PURCHASE_TEXTS.complianceRatio).toBe('Advanced purchase compliance ratio');
    expect(ADVANCE_PURCHASE_TEXTS.spendByCabin).toBe('Non-compliant air spend breakdown by cabin');
    expect(ADVANCE_PURCHASE_TEXTS.cityPair).toBe('Prefered city pair');
    expect(ADVANCE_PURCHASE_TEXTS.policyRule).toBe('Advanced purchase policy rule');
    expect(Object.values(SIMULATOR_BREAKDOWN_LABELS)).toEqual(['Cabin class', 'Haul type', 'All booking']);
  });

  it('quotes the cabin class compliance page', () => {
    expect(CABIN_COMPLIANCE_TEXTS.complianceRatio).toBe('Cabin class compliance ratio');
    expect(CABIN_COMPLIANCE_TEXTS.nonCompliantSpend).toBe('Non-compliant air spend');
    expect(CABIN_COMPLIANCE_TEXTS.report).toBe('Compliance Report');
    expect(CABIN_COMPLIANCE_TEXTS.inPolicy).toBe('In policy?');
    expect(Object.values(REPORT_BREAKDOWN_LABELS)).toEqual(['Point of sale', 'Cabin class', 'Haul']);
    expect(DEFAULT_REPORT_BREAKDOWN).toBe('pointOfSale');
    expect(Object.values(PNR_SUMMARY_COLUMNS)).toEqual([
      'Ticketing date',
      'Record locator',
      'Point of sale',
      'Origin',
      'Destination',
      'Cabin',
      'Longest segment',
      'Price',
      'In policy',
    ]);
  });

  it('keeps the chart numbers (docs/rules/shell.md#charts)', () => {
    expect(POLICY_BAR_SIZES).toEqual({ large: 40, small: 24 });
    expect(POLICY_CHART_HEIGHTS).toEqual({ card: 250, wide: 350 });
    expect(CHART_LABEL_MIN_PERCENT).toBe(10);
  });
});
