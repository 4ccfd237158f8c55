import { describe, expect, it } from 'vitest';
import { modeParams } from '../catalogue/view-mode.js';
import { hotelCompanySavingsView } from '../views/hotel-savings.js';
import { HOTEL_MODES, hotelMode } from './hotel-mode.js';

describe('hotel modes', () => {
  it('reads the seven modes of the spec and the PM-only rate optimiser', () => {
    expect(HOTEL_MODES).toEqual([
      'normal',
      'poc',
      'demo',
      'autorebook',
      'hpa',
      'pm-only',
      'rate-optimizer',
      'rate-optimizer-pm-only',
    ]);
    expect(hotelMode(null).mode).toBe('normal');
    expect(() => hotelMode('demo-prod-ui')).toThrow('invalid hotel mode: demo-prod-ui');
  });

  it('shows sample data in POC and demo, with the projected hero and the toolkit in POC only', () => {
    expect(hotelMode('poc')).toMatchObject({
      sample: 'poc',
      demoData: true,
      badge: 'POC',
      showAllTime: false,
      projected: true,
      showToolkit: true,
    });
    expect(hotelMode('demo')).toMatchObject({
      sample: 'demo',
      demoData: true,
      badge: 'Demo',
      showAllTime: false,
      projected: false,
      showToolkit: false,
    });
    expect(hotelMode('normal')).toMatchObject({ sample: null, demoData: false, showAllTime: true });
  });

  it('sends the flags of HPA, PM-only and automation to the hotel views', () => {
    const params = (mode: string) => modeParams(hotelMode(mode), hotelCompanySavingsView.params);
    expect(params('hpa')).toEqual({ isHPA: true, isPMOnly: false, isAutorebook: false });
    expect(params('pm-only')).toEqual({ isHPA: false, isPMOnly: true, isAutorebook: false });
    expect(params('rate-optimizer-pm-only')).toEqual({ isHPA: false, isPMOnly: true, isAutorebook: false });
    expect(params('autorebook')).toEqual({ isHPA: false, isPMOnly: false, isAutorebook: true });
    expect(params('rate-optimizer')).toEqual({ isHPA: false, isPMOnly: false, isAutorebook: false });
    expect(hotelMode('hpa').showHpa).toBe(true);
    expect(hotelMode('normal').showHpa).toBe(false);
  });
});
