import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import {
  advancedPurchaseSimulationView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  hotelSavingsByMonthView,
  savingsByMonthView,
  savingsOverviewView,
  trackedByCountryView,
  type ViewContract,
} from '../views/index.js';
import { HOTEL_DEMO_SAMPLE, HOTEL_POC_SAMPLE } from './hotel-sample.js';
import { loadSample, sampleAnswer, sampleOrigin } from './load-sample.js';
import { configureSampleData } from './sample-data.js';
import type { ComplianceSample } from './sample-payloads.js';
import { DEMO_SAVINGS_METRICS } from './savings-demo.js';
import { SAMPLE_MODULES, type SampleSource } from './sample-payloads.js';
import { loadViewSample, sampleReaderPaths, viewSample } from './view-samples.js';
import * as views from '../views/index.js';

describe('viewSample', () => {
  it('names the source each view is read from, for both kinds of sample', () => {
    expect(viewSample(cabinComplianceGaugeView, 'poc')?.source).toBe('compliance');
    expect(viewSample(cabinComplianceGaugeView, 'demo')?.source).toBe('compliance');
    expect(viewSample(hotelSavingsByMonthView, 'poc')?.source).toBe('hotelSavings');
    expect(viewSample(advancedPurchaseSimulationView, 'demo')?.source).toBe('advancedPurchase');
  });

  it('keeps live data: for no sample, a view without one, and savings views in POC', () => {
    expect(viewSample(cabinComplianceGaugeView, null)).toBeNull();
    expect(viewSample(trackedByCountryView, 'demo')).toBeNull();
    expect(viewSample(savingsOverviewView, 'poc')).toBeNull();
    expect(viewSample(savingsOverviewView, 'demo')?.source).toBe('savings');
  });

  it('has a reader for every view whose contract names a sample, and none for another view', async () => {
    const isContract = (value: unknown): value is ViewContract =>
      typeof value === 'object' && value !== null && 'path' in value && 'product' in value;
    const contracts = (Object.values(views) as unknown[]).filter(isContract);
    const readers = await sampleReaderPaths();
    const sources: SampleSource[] = [...SAMPLE_MODULES, 'savings'];
    for (const source of sources) {
      const named = contracts.filter((view) => view.sample?.source === source).map((view) => view.path);
      expect(named.length, source).toBeGreaterThan(0);
      for (const path of named) expect(readers[source], `${source} ${path}`).toContain(path);
    }
    const sampled = new Set<string>(contracts.filter((view) => view.sample).map((view) => view.path));
    for (const path of Object.values(readers).flat()) expect(sampled.has(path), path).toBe(true);
  });

  it('reads the answer for the view parameters', async () => {
    const monthly = (await loadViewSample(savingsByMonthView, 'demo'))!;
    const weeks = sampleAnswer(monthly, DEMO_SAVINGS_METRICS, { granularity: 'week' }, 'demo', null);
    const days = sampleAnswer(monthly, DEMO_SAVINGS_METRICS, { granularity: 'day' }, 'demo', null);
    expect(days.data).toHaveLength(DEMO_SAVINGS_METRICS.savingsByDay.length);
    expect(weeks.data.length).toBeLessThan(days.data.length);
    const table = (await loadViewSample(cabinComplianceTableView, 'poc'))!;
    const rows: ComplianceSample['rawData'] = [
      { cabinClass: 'Economy', isCabinCompliant: true } as ComplianceSample['rawData'][number],
      { cabinClass: 'Business', isCabinCompliant: false } as ComplianceSample['rawData'][number],
    ];
    const sample = { rawData: rows } as ComplianceSample;
    const all = sampleAnswer(table, sample, {}, 'poc', null);
    expect(all.data.totalRows).toBe(2);
    const business = sampleAnswer(table, sample, { cabinFilter: 'Business' }, 'poc', null);
    expect(business.data.totalRows).toBe(1);
    const noBusiness = sampleAnswer(
      table,
      sample,
      { cabinFilter: 'Business', cabinFilterMode: 'exclude', policyFilter: 'Yes' },
      'poc',
      null,
    );
    expect(noBusiness.data.totalRows).toBe(1);
  });

  it('converts the savings and hotel samples to the dashboard currency, keeps the others in USD', async () => {
    const overview = (await loadViewSample(savingsOverviewView, 'demo'))!;
    const eur = sampleAnswer(overview, DEMO_SAVINGS_METRICS, {}, 'demo', 'EUR');
    expect(eur.annotation.currency).toBe('EUR');
    expect(eur.data.acceptedSavings).toBeCloseTo(
      DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings * 0.92,
      0,
    );
    const gauge = (await loadViewSample(cabinComplianceGaugeView, 'demo'))!;
    const sample = { topWidgets: { gauge: [] } } as unknown as ComplianceSample;
    expect(sampleAnswer(gauge, sample, {}, 'demo', 'EUR').annotation.currency).toBe('USD');
  });
});

describe('sampleOrigin and loadSample', () => {
  it('reads the API when a key is set or the SDK has no such sample, the built-in sample otherwise', () => {
    expect(sampleOrigin('compliance', false)).toBe('api');
    expect(sampleOrigin('compliance', true)).toBe('api');
    expect(sampleOrigin('hotelSavings', false)).toBe('built-in');
    expect(sampleOrigin('hotelSavings', true)).toBe('api');
    expect(sampleOrigin('savings', true)).toBe('built-in');
  });

  it('loads the built-in samples on demand', async () => {
    const bus = new Bus();
    await expect(loadSample(bus, 'hotelSavings', 'poc')).resolves.toBe(HOTEL_POC_SAMPLE);
    await expect(loadSample(bus, 'hotelSavings', 'demo')).resolves.toBe(HOTEL_DEMO_SAMPLE);
    await expect(loadSample(bus, 'savings', 'demo')).resolves.toBe(DEMO_SAVINGS_METRICS);
  });

  it('asks the sample-data API once the dashboard has a key', async () => {
    const bus = new Bus();
    configureSampleData(bus, { key: 'k' });
    const calls: string[] = [];
    const fetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ data: HOTEL_DEMO_SAMPLE, annotation: {}, currencyFields: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    try {
      await expect(loadSample(bus, 'hotelSavings', 'demo')).resolves.toEqual(HOTEL_DEMO_SAMPLE);
    } finally {
      globalThis.fetch = fetch;
    }
    expect(calls[0]).toContain('chosenModule=hotelSavings');
    expect(calls[0]).toContain('pocType=demo');
  });
});
