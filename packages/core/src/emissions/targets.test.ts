import { describe, expect, it } from 'vitest';
import type { EmissionTarget } from '../views/emissions.js';
import { baselineMonth, monthShare, monthsOf, targetLine, targetProblem } from './targets.js';

const target = (client: string, targetYear: number, baselineYear: number, reductionPercent: number) =>
  ({ client, targetYear, baselineYear, reductionPercent }) satisfies EmissionTarget;

describe('emission targets', () => {
  it('refuses a target naming the field at fault', () => {
    expect(targetProblem(target('Initech', 2026, 2024, 12.5))).toBeNull();
    expect(targetProblem(target('  ', 2026, 2024, 10))?.[0]).toBe('client');
    expect(targetProblem(target('Initech', 2026.5, 2024, 10))?.[0]).toBe('targetYear');
    expect(targetProblem(target('Initech', 2026, 1999, 10))?.[0]).toBe('baselineYear');
    expect(targetProblem(target('Initech', 2026, 2026, 10))).toEqual([
      'baselineYear',
      'must be before targetYear',
    ]);
    expect(targetProblem(target('Initech', 2026, 2024, 0))?.[0]).toBe('reductionPercent');
    expect(targetProblem(target('Initech', 2026, 2024, 100.5))?.[0]).toBe('reductionPercent');
    expect(targetProblem(target('Initech', 2026, 2024, 10.125))?.[0]).toBe('reductionPercent');
    expect(targetProblem(target('Initech', 2026, 2024, Number.NaN))?.[0]).toBe('reductionPercent');
  });

  it('draws the baseline month less the reduction, summed over the chosen clients', () => {
    const baseline = new Map([
      ['Initech|2024-01-01', 1000],
      ['Initech|2024-02-01', 2000],
      ['Acme|2023-01-01', 500],
      ['Acme|2023-02-01', 0],
    ]);
    const read = (client: string, month: string) => baseline.get(`${client}|${month}`) ?? 0;
    const targets = [target('Initech', 2026, 2024, 10), target('Acme', 2026, 2023, 50.5)];
    const months = ['2025-12-01', '2026-01-01', '2026-02-01'];
    expect(targetLine(months, ['Initech'], targets, read)).toEqual([
      { month: '2025-12-01', targetKg: null },
      { month: '2026-01-01', targetKg: 900 },
      { month: '2026-02-01', targetKg: 1800 },
    ]);
    expect(targetLine(months, ['Initech', 'Acme'], targets, read)[1]).toEqual({
      month: '2026-01-01',
      targetKg: 900 + 247.5,
    });
    // A chosen client without a target for the year, or no client chosen: no line.
    expect(targetLine(months, ['Initech', 'Globex'], targets, read)[1]?.targetKg).toBeNull();
    expect(targetLine(months, [], targets, read).every((m) => m.targetKg === null)).toBe(true);
    expect(baselineMonth('2026-03-01', 2019)).toBe('2019-03-01');
  });

  it('lists the months a range touches', () => {
    expect(monthsOf('2025-11-20', '2026-01-05')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(monthsOf('2026-04-01', '2026-03-31')).toEqual([]);
    expect(monthsOf('2026-03-01', '2026-03-31')).toEqual(['2026-03-01']);
  });
});

describe('monthShare', () => {
  it('gives the share of a month a range covers', () => {
    expect(monthShare('2026-11-01', '2025-12-01', '2026-11-15')).toBe(0.5);
    expect(monthShare('2026-02-01', '2026-01-01', '2026-12-31')).toBe(1);
    expect(monthShare('2026-01-01', '2026-01-10', '2026-01-10')).toBeCloseTo(1 / 31, 12);
    expect(monthShare('2026-03-01', '2026-01-01', '2026-02-28')).toBe(0);
  });

  it('scales a partly covered month of the target line', () => {
    const targets = [{ client: 'Initech', targetYear: 2026, baselineYear: 2025, reductionPercent: 10 }];
    const line = targetLine(
      ['2026-10-01', '2026-11-01'],
      ['Initech'],
      targets,
      () => 1000,
      (month) => monthShare(month, '2026-10-01', '2026-11-15'),
    );
    expect(line).toEqual([
      { month: '2026-10-01', targetKg: 900 },
      { month: '2026-11-01', targetKg: 450 },
    ]);
  });
});
