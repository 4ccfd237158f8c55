import { describe, expect, it } from 'vitest';
import { analyticsDetail, exportEvent, filterChangeEvent, pageViewEvent, tabSessionEvent } from './events.js';

describe('analytics events', () => {
  it('uses the spec field names', () => {
    expect(pageViewEvent('Savingsoverview', 'RebookingSuccessInsights')).toMatchObject({
      event: 'page_view',
      from_page: 'RebookingSuccessInsights',
      to_page: 'Savingsoverview',
    });
    expect(tabSessionEvent('Savingsoverview', 1000, 62_400)).toMatchObject({
      duration_seconds: 61,
      session_type: 'tab',
    });
    expect(filterChangeEvent('gds', ['Sabre', 'Amadeus'])).toMatchObject({
      filter_type: 'gds',
      filter_value: 'Sabre,Amadeus',
      results_count: 2,
    });
    expect(exportEvent('a.xlsx', 'xlsx', 'success', 1234)).toMatchObject({
      file_name: 'a.xlsx',
      file_type: 'xlsx',
      file_size: 1234,
      outcome: 'success',
    });
  });
});

describe('analyticsDetail', () => {
  it('drops unset fields', () => {
    expect(analyticsDetail({ event: 'x', module: null, feature: undefined })).toEqual({
      event: 'x',
      module: null,
    });
  });
});
