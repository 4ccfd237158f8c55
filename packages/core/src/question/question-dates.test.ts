import { describe, expect, it } from 'vitest';
import { readDate, type DateReading } from './question-dates.js';
import { joinPeriods } from './question-periods.js';
import { words } from './question-words.js';

const TODAY = '2026-05-10';
const read = (text: string) => readDate(words(text), 0, TODAY);

describe('readDate', () => {
  it('reads "last month" as the previous calendar month and "last quarter" as the previous quarter', () => {
    expect(read('last month')).toEqual({ length: 2, range: ['2026-04-01', '2026-04-30'] });
    expect(read('previous quarter')?.range).toEqual(['2026-01-01', '2026-03-31']);
  });
  it('reads "last 30 days" as the 30 days before today and year to date from 1 January', () => {
    expect(read('last 30 days')?.range).toEqual(['2026-04-10', '2026-05-09']);
    expect(read('past three months')?.range).toEqual(['2026-02-01', '2026-04-30']);
    expect(read('year to date')).toEqual({ length: 3, range: ['2026-01-01', TODAY] });
    expect(read('ytd')?.range).toEqual(['2026-01-01', TODAY]);
  });
  it('reads a month as the latest one that has begun, a year and a quarter whole', () => {
    expect(read('March')?.range).toEqual(['2026-03-01', '2026-03-31']);
    expect(read('August')?.range).toEqual(['2025-08-01', '2025-08-31']);
    expect(read('2025')?.range).toEqual(['2025-01-01', '2025-12-31']);
    expect(read('Q4 2025')?.range).toEqual(['2025-10-01', '2025-12-31']);
  });
  it('reads a quarter or half named in words, the latest begun unless a year is named', () => {
    expect(read('first quarter')).toEqual({ length: 2, range: ['2026-01-01', '2026-03-31'], yearless: true });
    // The third quarter of 2026 has not begun on 10 May: the latest is 2025's.
    expect(read('third quarter')?.range).toEqual(['2025-07-01', '2025-09-30']);
    expect(read('second half of 2025')).toEqual({ length: 4, range: ['2025-07-01', '2025-12-31'] });
    expect(read('H1 2025')).toEqual({ length: 2, range: ['2025-01-01', '2025-06-30'] });
    expect(read('first class')).toBeUndefined();
    expect(read('third half')).toBeUndefined();
  });
  it('reads a half or quarter written number first or with its year run on', () => {
    expect(read('1H 2025')).toEqual({ length: 2, range: ['2025-01-01', '2025-06-30'] });
    expect(read('2H24')).toEqual({ length: 1, range: ['2024-07-01', '2024-12-31'] });
    expect(read('H2 of 2024')?.range).toEqual(['2024-07-01', '2024-12-31']);
    expect(read('h12025')?.range).toEqual(['2025-01-01', '2025-06-30']);
    expect(read('3Q25')?.range).toEqual(['2025-07-01', '2025-09-30']);
    // A year of two digits apart from its part is not read as a year.
    expect(read('Q4 24')?.length).toBe(1);
    expect(read('3H 2025')).toBeUndefined();
    // The second half of 2026 has not begun on 10 May.
    expect(read('2H')?.range).toEqual(['2025-07-01', '2025-12-31']);
  });
  it('reads a half written with its year first, joined or fiscal, in other words, or of the year', () => {
    const H2_2024 = ['2024-07-01', '2024-12-31'];
    expect(read('2024 H2')).toEqual({ length: 2, range: H2_2024 });
    expect(read('H2-2024')?.range).toEqual(H2_2024);
    expect(read("H2'24")?.range).toEqual(H2_2024);
    expect(read('H2 FY24')).toEqual({ length: 2, range: H2_2024 });
    expect(read('latter half of 2024')).toEqual({ length: 4, range: H2_2024 });
    expect(read('back half of 2024')?.range).toEqual(H2_2024);
    expect(read('front half of 2025')?.range).toEqual(['2025-01-01', '2025-06-30']);
    expect(read('first half of the year')).toEqual({ length: 5, range: ['2026-01-01', '2026-06-30'] });
    expect(read('first six months of 2025')).toEqual({ length: 5, range: ['2025-01-01', '2025-06-30'] });
    expect(read('last 3 months of 2024')).toEqual({ length: 5, range: ['2024-10-01', '2024-12-31'] });
    // Without its year, "the last 3 months" stays the three months before this one.
    expect(read('last 3 months')?.range).toEqual(['2026-02-01', '2026-04-30']);
  });
  it('reads "the past fortnight" as the 14 days before today', () => {
    expect(read('past fortnight')).toEqual({ length: 2, range: ['2026-04-26', '2026-05-09'] });
  });
  it('reads "to date" and "so far" as from the first day to today', () => {
    expect(read('this month to date')).toEqual({ length: 4, range: ['2026-05-01', TODAY] });
    expect(read('this calendar year')).toEqual({ length: 3, range: ['2026-01-01', '2026-12-31'] });
    expect(readDate(words('so far this year'), 2, TODAY)?.range).toEqual(['2026-01-01', TODAY]);
    expect(read('since the start of the year')).toEqual({ length: 6, range: ['2026-01-01', TODAY] });
    expect(read('since the beginning of the quarter')?.range).toEqual(['2026-04-01', TODAY]);
  });
  it('reads "until now" and "the last half year"', () => {
    expect(read('from March 2025 until now')?.range).toEqual(['2025-03-01', TODAY]);
    expect(read('last half year')?.range).toEqual(['2025-11-01', '2026-04-30']);
  });
  it('reads since and between', () => {
    expect(read('since February')?.range).toEqual(['2026-02-01', TODAY]);
    expect(read('between January and March 2026')?.range).toEqual(['2026-01-01', '2026-03-31']);
  });
  it('marks the future, and leaves "may" the verb alone', () => {
    expect(read('next month')?.future).toBe(true);
    expect(read('2031')?.future).toBe(true);
    expect(read('may')).toBeUndefined();
    expect(read('May 2025')?.range).toEqual(['2025-05-01', '2025-05-31']);
  });
  it('reads a month or part of the year with "last year" or "this year", and "last calendar year"', () => {
    expect(read('March last year')).toEqual({ length: 3, range: ['2025-03-01', '2025-03-31'] });
    expect(read('Q3 of last year')).toEqual({ length: 4, range: ['2025-07-01', '2025-09-30'] });
    expect(read('H1 this year')?.range).toEqual(['2026-01-01', '2026-06-30']);
    expect(read('last calendar year')).toEqual({ length: 3, range: ['2025-01-01', '2025-12-31'] });
  });
  it('reads a financial or fiscal year as the calendar year, the only one the data knows', () => {
    expect(read('this financial year')).toEqual({ length: 3, range: ['2026-01-01', '2026-12-31'] });
    expect(read('last fiscal year')?.range).toEqual(['2025-01-01', '2025-12-31']);
    expect(read('FY2025')?.range).toEqual(['2025-01-01', '2025-12-31']);
    expect(read('FY25')?.range).toEqual(['2025-01-01', '2025-12-31']);
    expect(read('fiscal year 2024')).toEqual({ length: 3, range: ['2024-01-01', '2024-12-31'] });
    expect(read('this yr')?.range).toEqual(['2026-01-01', '2026-12-31']);
    expect(read('last qtr')?.range).toEqual(['2026-01-01', '2026-03-31']);
    expect(read('fiscal')).toBeUndefined();
  });
  it('reads a day with its month, the latest begun unless a year is named', () => {
    expect(read('since 1 January')).toEqual({ length: 3, range: ['2026-01-01', TODAY] });
    expect(read('since Jan 1')?.range).toEqual(['2026-01-01', TODAY]);
    expect(read('since the 1st of June')?.range).toEqual(['2025-06-01', TODAY]);
    expect(read('3rd March 2025')?.range).toEqual(['2025-03-03', '2025-03-03']);
    expect(read('31 February')?.impossible).toBe(true);
    expect(read('since 1 December')?.range).toEqual(['2025-12-01', TODAY]);
    expect(read('since 1 December 2026')?.future).toBe(true);
  });
  it('reads "the last full quarter" and "the year so far" as whole or begun periods', () => {
    expect(read('last full quarter')?.range).toEqual(['2026-01-01', '2026-03-31']);
    expect(read('year so far')).toEqual({ length: 3, range: ['2026-01-01', TODAY] });
  });
  it('reads "since last year" and "since the start of last quarter" from the first day of that period', () => {
    expect(read('since last year')).toEqual({ length: 3, range: ['2025-01-01', TODAY] });
    expect(read('since the start of last quarter')?.range).toEqual(['2026-01-01', TODAY]);
  });
  it("joins two periods of a kind that follow each other, a period without a year taking the other's", () => {
    const q1 = read('Q1') as DateReading;
    const q2 = read('Q2 2025') as DateReading;
    expect(joinPeriods(q1, q2)).toEqual({ range: ['2025-01-01', '2025-06-30'], granularity: 'quarter' });
    expect(joinPeriods(read('2025') as DateReading, read('2024') as DateReading)).toEqual({
      range: ['2024-01-01', '2025-12-31'],
      granularity: 'year',
    });
    // A gap between them, or periods of two kinds, is not one range.
    expect(joinPeriods(read('Q1 2025') as DateReading, read('Q3 2025') as DateReading)).toBeUndefined();
    expect(joinPeriods(read('ytd') as DateReading, read('last year') as DateReading)).toBeUndefined();
  });
  it('reads "since the start of" a year or month as from its first day to today', () => {
    expect(read('since the start of 2025')).toEqual({ length: 5, range: ['2025-01-01', TODAY] });
    expect(read('since the beginning of March')?.range).toEqual(['2026-03-01', TODAY]);
  });
});
