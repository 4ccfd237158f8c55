import { describe, expect, it } from 'vitest';
import { chartPointText, chartSummary, type SummaryPoint } from './chart-summary.js';
import { formatterFor } from './formatter.js';

const months = (values: readonly number[], names = ['January', 'February', 'March', 'April']) =>
  values.map((value, i): SummaryPoint => ({ label: names[i] ?? `M${i}`, value }));
const usd = (value: number) => formatterFor('en-US').formatMoney(value, 'USD', { decimals: 0 });
const eur = (locale: string) => (value: number) =>
  formatterFor(locale).formatMoney(value, 'EUR', { decimals: 0 });
const count = (value: number) => formatterFor('en-US').formatNumber(value, 0);

describe('chartSummary of a series', () => {
  it('gives the rise from the first to the last point, and where it was highest and lowest', () => {
    const points = [
      { label: 'January', value: 1000 },
      { label: 'February', value: 800 },
      { label: 'October', value: 1500 },
      { label: 'November', value: 1120 },
    ];
    expect(chartSummary({ kind: 'series', subject: 'Spend', points, format: usd, locale: 'en-US' })).toBe(
      'Spend rose 12% from January to November; highest in October ($1,500), lowest in February ($800).',
    );
  });

  it('gives a fall', () => {
    expect(
      chartSummary({
        kind: 'series',
        subject: 'Nights',
        points: months([400, 300, 250, 200]),
        format: count,
      }),
    ).toBe('Nights fell 50% from January to April; highest in January (400), lowest in April (200).');
  });

  it('calls a change under 1 % steady', () => {
    expect(
      chartSummary({
        kind: 'series',
        subject: 'Nights',
        points: months([200, 260, 180, 201]),
        format: count,
      }),
    ).toBe('Nights held steady from January to April; highest in February (260), lowest in March (180).');
  });

  it('reads a flat series as steady, its first point as both highest and lowest', () => {
    expect(
      chartSummary({ kind: 'series', subject: 'Nights', points: months([5, 5, 5]), format: count }),
    ).toBe('Nights held steady from January to March; highest in January (5), lowest in January (5).');
  });

  it('keeps one decimal for changes under 10 %', () => {
    expect(
      chartSummary({ kind: 'series', subject: 'Spend', points: months([1000, 1034]), format: usd }),
    ).toMatch(/^Spend rose 3\.4% from January to February;/);
  });

  it('gives both ends instead of a percent when the series starts at zero', () => {
    expect(
      chartSummary({ kind: 'series', subject: 'Spend', points: months([0, 50, 200]), format: usd }),
    ).toBe(
      'Spend rose from $0 to $200 from January to March; highest in March ($200), lowest in January ($0).',
    );
  });

  it('says the single value of a one-point series', () => {
    expect(chartSummary({ kind: 'series', subject: 'Spend', points: months([42]), format: usd })).toBe(
      'Spend was $42 in January.',
    );
  });

  it('says there is no data for an empty series or one with no finite value', () => {
    expect(chartSummary({ kind: 'series', subject: 'Spend', points: [], format: usd })).toBe(
      'Spend: no data.',
    );
    expect(
      chartSummary({ kind: 'series', subject: 'Spend', points: months([Number.NaN]), format: usd }),
    ).toBe('Spend: no data.');
  });

  it('writes German words and numbers for de-DE', () => {
    const points = months([1000, 1500, 1120], ['Januar', 'Oktober', 'November']);
    expect(
      chartSummary({ kind: 'series', subject: 'Ausgaben', points, format: eur('de-DE'), locale: 'de-DE' }),
    ).toBe(
      'Ausgaben stieg um 12\u00a0% von Januar bis November; am höchsten in Oktober (1.500\u00a0€), am niedrigsten in Januar (1.000\u00a0€).',
    );
  });

  it('writes French words and numbers for fr-FR', () => {
    const points = months([1000, 700], ['janvier', 'février']);
    expect(
      chartSummary({ kind: 'series', subject: 'Dépenses', points, format: eur('fr-FR'), locale: 'fr-FR' }),
    ).toBe(
      'Dépenses a baissé de 30\u00a0% de janvier à février ; maximum en janvier (1\u202f000\u00a0€), minimum en février (700\u00a0€).',
    );
  });

  it('writes Spanish for es-ES and English for a language it has no words for', () => {
    expect(
      chartSummary({
        kind: 'series',
        subject: 'Gasto',
        points: months([100, 125]),
        format: count,
        locale: 'es-ES',
      }),
    ).toMatch(/^Gasto subió un 25\s?% de January a February;/);
    expect(
      chartSummary({
        kind: 'series',
        subject: 'Spend',
        points: months([100, 125]),
        format: count,
        locale: 'ja-JP',
      }),
    ).toMatch(/^Spend rose 25% from January to February;/);
  });
});

describe('chartSummary of categories and shares', () => {
  const carriers = [
    { label: 'Lufthansa', value: 120 },
    { label: 'Air France', value: 30 },
    { label: 'KLM', value: 90 },
  ];

  it('names the highest and lowest bar and how many there are, whatever their order', () => {
    expect(
      chartSummary({ kind: 'categories', subject: 'PNRs by carrier', points: carriers, format: count }),
    ).toBe('PNRs by carrier: highest Lufthansa (120), lowest Air France (30), across 3 items.');
  });

  it('gives the largest and smallest share of a pie, in percent of the total', () => {
    expect(
      chartSummary({ kind: 'shares', subject: 'Nights by rate type', points: carriers, format: count }),
    ).toBe('Nights by rate type: largest share Lufthansa (50%), smallest Air France (13%), of 3 parts.');
  });

  it('counts negative slices as nothing, as the pie draws them', () => {
    const points = [
      { label: 'A', value: 75 },
      { label: 'B', value: 25 },
      { label: 'C', value: -10 },
    ];
    expect(chartSummary({ kind: 'shares', subject: 'Mix', points, format: count })).toBe(
      'Mix: largest share A (75%), smallest C (0%), of 3 parts.',
    );
  });

  it('says a one-slice pie is all of one part, and a one-bar chart its value', () => {
    const one = [{ label: 'Economy', value: 12 }];
    expect(chartSummary({ kind: 'shares', subject: 'Cabins', points: one, format: count })).toBe(
      'Cabins: all of it Economy (12).',
    );
    expect(chartSummary({ kind: 'categories', subject: 'Cabins', points: one, format: count })).toBe(
      'Cabins was 12 in Economy.',
    );
  });

  it('writes shares in German with the locale\u2019s percent sign', () => {
    expect(
      chartSummary({ kind: 'shares', subject: 'Nächte', points: carriers, format: count, locale: 'de-DE' }),
    ).toBe('Nächte: größter Anteil Lufthansa (50\u00a0%), kleinster Air France (13\u00a0%), 3 Teile.');
  });
});

describe('chartPointText', () => {
  it('reads a point as label, series and value', () => {
    expect(chartPointText('March 2026', '€1.2 million', 'tracked spend')).toBe(
      'March 2026, tracked spend €1.2 million',
    );
    expect(chartPointText('Lufthansa', '120')).toBe('Lufthansa, 120');
  });
});
