import { describe, expect, it } from 'vitest';
import {
  cappedDays,
  clampSlider,
  comparisonWindow,
  daysInAdvance,
  inComparisonWindow,
  isAdvanceCompliant,
} from './advance-window.js';
import {
  COMPLIANCE_WINDOW_DAYS,
  DEFAULT_POLICY_RULE,
  DEFAULT_SIMULATOR_BREAKDOWN,
  DEFAULT_SIMULATOR_DAYS,
} from './policy-constants.js';
import { SLIDER_MAX, SLIDER_MIN } from '../model/policy-choices.js';

describe('the 14-day window rule', () => {
  it('has a 14-day window, sliders from 1 to 100, rule 1 and days 14 by default, cabin class first', () => {
    expect(COMPLIANCE_WINDOW_DAYS).toBe(14);
    expect([SLIDER_MIN, SLIDER_MAX]).toEqual([1, 100]);
    expect(DEFAULT_POLICY_RULE).toBe(1);
    expect(DEFAULT_SIMULATOR_DAYS).toBe(14);
    expect(DEFAULT_SIMULATOR_BREAKDOWN).toBe('cabinClass');
  });

  it('puts a trip ticketed fewer days out than the rule out of policy, and one on the day in', () => {
    expect(isAdvanceCompliant(13, 14)).toBe(false);
    expect(isAdvanceCompliant(14, 14)).toBe(true);
    expect(isAdvanceCompliant(0, 1)).toBe(false);
    expect(isAdvanceCompliant(1, 1)).toBe(true);
  });

  it('compares with the trips ticketed from the rule on, for the 14 days after it', () => {
    expect(comparisonWindow(14)).toEqual({ from: 14, to: 27 });
    expect(comparisonWindow(1)).toEqual({ from: 1, to: 14 });
    expect(comparisonWindow(7, 3)).toEqual({ from: 7, to: 9 });
    expect(inComparisonWindow(13, 14)).toBe(false);
    expect(inComparisonWindow(14, 14)).toBe(true);
    expect(inComparisonWindow(27, 14)).toBe(true);
    expect(inComparisonWindow(28, 14)).toBe(false);
  });

  it('keeps slider values whole and between 1 and 100', () => {
    expect(clampSlider(0, 14)).toBe(1);
    expect(clampSlider(250, 14)).toBe(100);
    expect(clampSlider('21', 14)).toBe(21);
    expect(clampSlider(6.6, 14)).toBe(7);
    expect(clampSlider('x', 14)).toBe(14);
  });

  it('counts whole days between ticketing and departure, caps the histogram at 200', () => {
    expect(daysInAdvance('2026-03-01', '2026-03-15')).toBe(14);
    expect(daysInAdvance('2026-03-01', '2026-03-01T18:30:00')).toBe(0);
    expect(daysInAdvance('2026-03-28', '2026-03-30')).toBe(2);
    expect(cappedDays(330)).toBe(200);
    expect(cappedDays(12.7)).toBe(12);
  });
});
