import { describe, expect, it } from 'vitest';
import { SHEET_NAME_MAX, sheetNames, uniqueSheetName } from './sheet-names.js';

describe('sheet names', () => {
  it('keeps a name that already fits', () => {
    expect(uniqueSheetName('Spend overview - KPIs', [])).toBe('Spend overview - KPIs');
  });

  it('makes names unique ignoring letter case', () => {
    expect(sheetNames(['Overview - Spend', 'Overview - spend', 'OVERVIEW - SPEND'])).toEqual([
      'Overview - Spend',
      'Overview - spend (2)',
      'OVERVIEW - SPEND (3)',
    ]);
  });

  it('cuts long names to 31 characters, the numbered ones too', () => {
    const long = 'Hotel spend overview - Spend by hotel chain and month';
    const [first, second] = sheetNames([long, long]);
    expect(first).toBe(long.slice(0, SHEET_NAME_MAX).trim());
    expect(second).toHaveLength(SHEET_NAME_MAX);
    expect(second?.endsWith(' (2)')).toBe(true);
    expect(second?.toLowerCase()).not.toBe(first?.toLowerCase());
  });

  it('leaves out the characters spreadsheets refuse and the edge apostrophes', () => {
    const name = uniqueSheetName("'Spend [USD]: a/b\\c*d?e'", []);
    expect(name).not.toMatch(/[[\]:*?/\\]/);
    expect(name).toBe('Spend USD a b c d e');
  });

  it('never answers an empty or reserved name', () => {
    expect(uniqueSheetName('[]:*', [])).toBe('Sheet');
    expect(sheetNames(['', ''])).toEqual(['Sheet', 'Sheet (2)']);
    expect(uniqueSheetName('History', [])).toBe('History (2)');
  });

  it('holds for many clashing names', () => {
    const names = sheetNames(Array.from({ length: 120 }, () => 'A'.repeat(40)));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(120);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(SHEET_NAME_MAX);
  });
});
