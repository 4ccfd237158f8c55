import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageCountFor,
  pageRangeText,
  pageSlice,
} from './paging.js';

describe('paging', () => {
  it('offers 10, 20 and 50 rows a page, 10 first (docs/rules/shell.md#tables)', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('counts pages, keeping one page for no rows', () => {
    expect(pageCountFor(45, 20)).toBe(3);
    expect(pageCountFor(40, 20)).toBe(2);
    expect(pageCountFor(0, 10)).toBe(1);
  });

  it('rejects a page size that is not a positive whole number, naming it', () => {
    expect(() => pageCountFor(10, 0)).toThrow('invalid page size: 0');
    expect(() => pageCountFor(10, 2.5)).toThrow('invalid page size: 2.5');
  });

  it('keeps a page inside 1…pageCount', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('slices one page of rows, and the last page when asked beyond it', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(rows, 3, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageSlice(rows, 7, 10)).toEqual([21, 22, 23, 24, 25]);
  });

  it("writes the 'x–y of n' text", () => {
    expect(pageRangeText(1, 10, 25)).toBe('1–10 of 25');
    expect(pageRangeText(3, 10, 25)).toBe('21–25 of 25');
    expect(pageRangeText(2, 20, 45)).toBe('21–40 of 45');
    expect(pageRangeText(1, 10, 0)).toBe('0 of 0');
  });
});
