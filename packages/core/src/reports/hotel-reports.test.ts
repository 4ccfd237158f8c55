import { describe, expect, it } from 'vitest';
import { HOTELSAVER_TABS, HPA_CORE_TABS, HPA_PREMIUM_TABS } from '../catalogue/hotel-tabs.js';
import { HOTEL_REPORTS } from './hotel-reports.js';
import { reportDefinition } from './report-registry.js';

const reportTabs = [...HOTELSAVER_TABS, ...HPA_CORE_TABS, ...HPA_PREMIUM_TABS].filter(
  (tab) => tab.content.kind === 'report',
);
const byName = (name: string) => {
  const found = HOTEL_REPORTS.find((report) => report.reportName === name);
  if (!found) throw new Error(`no report ${name}`);
  return found;
};
const visuals = (name: string) => byName(name).pages.flatMap((page) => page.visuals);
const hpaFiltered = (name: string) =>
  visuals(name).every((v) =>
    v.query.filters?.some((f) => f.member.endsWith('.isHpa') && f.values?.[0] === 'Yes'),
  );

describe('hotel reports', () => {
  it('defines every report tab of Hotelsaver, HPA Core and HPA Premium, once', () => {
    const names = HOTEL_REPORTS.map((report) => report.reportName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      reportTabs.map((tab) => (tab.content.kind === 'report' ? tab.content.reportName : '')).sort(),
    );
    expect(names).toHaveLength(14);
    for (const name of names) expect(reportDefinition(name)).toBe(byName(name));
  });

  it('builds each kind once for three products: HPA limits every figure to HPA reservations', () => {
    expect(
      visuals('HotelsaverSavingsDetails').some((v) =>
        v.query.filters?.some((f) => f.member.endsWith('.isHpa')),
      ),
    ).toBe(false);
    expect(hpaFiltered('SavingsDetails')).toBe(true);
    expect(hpaFiltered('HpaPremiumSavingsDetails')).toBe(true);
    // The same pages; HPA adds the savings per rebooked night.
    expect(byName('SavingsDetails').pages.map((p) => p.name)).toEqual(
      byName('HotelsaverSavingsDetails').pages.map((p) => p.name),
    );
    expect(visuals('SavingsDetails').map((v) => v.id)).toContain('avg-nightly-savings');
    expect(visuals('HotelsaverSavingsDetails').map((v) => v.id)).not.toContain('avg-nightly-savings');
    expect(byName('HpaPremiumSpendOverview').pages.map((p) => p.name)).toEqual([
      ...byName('SpendOverview').pages.map((p) => p.name),
      'RatesAgainstMarket',
    ]);
    expect(byName('HpaPremiumCockpit').flags).toEqual({ product: 'hpaPremium', isHPA: true, premium: true });
  });

  it('dates every visual by its cube and formats money in the selected currency', () => {
    for (const report of HOTEL_REPORTS) {
      for (const visual of report.pages.flatMap((page) => page.visuals)) {
        const cube = visual.query.measures?.[0]?.split('.')[0];
        expect(visual.dateDimension).toBe(`${cube}.resultDateCreatedAt`);
        for (const measure of visual.query.measures ?? []) {
          const expected = measure.endsWith('{currency}')
            ? 'money'
            : /(Ratio|discountLevel|Share)$/.test(measure)
              ? 'percent'
              : /\.avg/.test(measure)
                ? 'number'
                : 'count';
          expect(visual.formats?.[measure], measure).toBe(expected);
        }
      }
    }
  });

  it('draws the rebooking performance against the 80 % benchmark', () => {
    const line = visuals('HotelsaverRebookingImpact').find((v) => v.id === 'rebooking-performance-by-month');
    expect(line?.benchmark?.value).toBe(80);
    expect(line?.query.timeDimensions?.[0]?.granularity).toBe('month');
  });
});
