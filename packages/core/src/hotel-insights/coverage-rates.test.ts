import { describe, expect, it } from 'vitest';
import {
  coverageRates,
  opportunityOf,
  percentOf,
  rateTypeCoverage,
  rateTypeShares,
} from './coverage-rates.js';

const sums = {
  spend: 1_600,
  coveredSpend: 960,
  notCoveredSpend: 640,
  nights: 9_800,
  coveredNights: 5_880,
  property: 500,
  chainwide: 316.8,
  tmc: 143.2,
};

describe('percentOf', () => {
  it('answers part over whole in percent with two decimals', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(960, 1_600)).toBe(60);
  });

  it('answers 0 over an empty or negative whole', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, -1)).toBe(0);
  });
});

describe('coverage rates', () => {
  it('answers covered spend over spend and covered nights over nights', () => {
    expect(coverageRates(sums)).toEqual({ onSpend: 60, onNights: 60 });
    expect(coverageRates({ ...sums, coveredNights: 1, nights: 7 })).toEqual({ onSpend: 60, onNights: 14.29 });
  });

  it('answers 0 for a group without stays', () => {
    expect(coverageRates({ spend: 0, coveredSpend: 0, nights: 0, coveredNights: 0 })).toEqual({
      onSpend: 0,
      onNights: 0,
    });
  });

  it('splits the spend by rate type over all spend and over covered spend', () => {
    expect(rateTypeCoverage(sums)).toEqual({ property: 31.25, chainwide: 19.8, tmc: 8.95 });
    expect(rateTypeShares(sums)).toEqual({ property: 52.08, chainwide: 33, tmc: 14.92 });
    expect(rateTypeShares({ ...sums, coveredSpend: 0 })).toEqual({ property: 0, chainwide: 0, tmc: 0 });
  });

  it('weighs a hotel against the spend of every hotel', () => {
    expect(opportunityOf(sums, 8_000)).toEqual({ equivalentTo: 8, percentOfSpend: 20 });
    expect(opportunityOf(sums, 0)).toEqual({ equivalentTo: 0, percentOfSpend: 0 });
  });
});
