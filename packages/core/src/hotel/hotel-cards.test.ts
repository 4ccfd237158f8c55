import { describe, expect, it } from 'vitest';
import { modeParams, viewMode } from '../catalogue/view-mode.js';
import { hotelCompanySavingsView } from '../views/hotel-savings.js';
import { hotelCards } from './hotel-cards.js';

const hotel = (mode: string | null) => viewMode(mode, 'hotel');

describe('hotel modes and cards', () => {
  it('shows sample data in POC and demo, with the projected hero and the toolkit in POC only', () => {
    expect(hotel('poc')).toMatchObject({ sample: 'poc', badge: 'POC' });
    expect(hotelCards(hotel('poc'))).toEqual({ allTime: false, projected: true, toolkit: true, hpa: false });
    expect(hotel('demo')).toMatchObject({ sample: 'demo', badge: 'Demo' });
    expect(hotelCards(hotel('demo'))).toEqual({
      allTime: false,
      projected: false,
      toolkit: false,
      hpa: false,
    });
    expect(hotel('normal')).toMatchObject({ sample: null });
    expect(hotelCards(hotel('normal')).allTime).toBe(true);
  });

  it('sends the flags of HPA, PM-only and automation to the hotel views', () => {
    const params = (mode: string) => modeParams(hotel(mode), hotelCompanySavingsView.params);
    expect(params('hpa')).toEqual({ isHPA: true, isPMOnly: false, isAutorebook: false });
    expect(params('pm-only')).toEqual({ isHPA: false, isPMOnly: true, isAutorebook: false });
    expect(params('rate-optimizer-pm-only')).toEqual({ isHPA: false, isPMOnly: true, isAutorebook: false });
    expect(params('autorebook')).toEqual({ isHPA: false, isPMOnly: false, isAutorebook: true });
    expect(params('rate-optimizer')).toEqual({ isHPA: false, isPMOnly: false, isAutorebook: false });
    expect(hotelCards(hotel('hpa')).hpa).toBe(true);
    expect(hotelCards(hotel('normal')).hpa).toBe(false);
  });
});
