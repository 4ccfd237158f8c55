import { describe, expect, it } from 'vitest';
import { navigateDetail, programLink } from './program-links.js';

describe('programme performance module links', () => {
  it('goes to the targets the tab catalogue lists, with their portal routes', () => {
    expect(programLink('discount')).toEqual({
      module: 'discount',
      targetTabName: 'DiscountLevelBenchmarkingPOC',
      route: '/HotelSupplierInsights/DiscountLevelBenchmarkingPOC',
      text: 'Go to Discount level',
    });
    expect(programLink('coverage')?.targetTabName).toBe('NegotiatedRateCoveragePOC');
    expect(programLink('availability')?.targetTabName).toBe('NegotiatedRateAvailabilityPOC');
    expect(programLink('utilization')?.targetTabName).toBe('NegotiatedRateUtilizationPOC');
  });

  it('has no link from a tab the catalogue gives none', () => {
    expect(programLink('coverage', 'NegotiatedRateCoveragePOC')).toBeNull();
    expect(programLink('coverage', 'NoSuchTab')).toBeNull();
  });

  it('announces the navigation as the bus does, from the active tab to the target', () => {
    const link = programLink('coverage')!;
    expect(navigateDetail(link, 'HotelProgramPerformancePOC')).toEqual({
      from: 'HotelProgramPerformancePOC',
      to: 'NegotiatedRateCoveragePOC',
    });
    expect(navigateDetail(link, null).from).toBeNull();
  });
});
