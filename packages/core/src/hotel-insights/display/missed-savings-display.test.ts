import { describe, expect, it } from 'vitest';
import type { MissedSavingsHotelCard } from '../../views/hotel-insights-availability.js';
import {
  MISSED_SAVINGS_EMAIL_PATH,
  MISSED_SAVINGS_REPORT_PATH,
  missedSavingsExport,
  missedSavingsReasons,
  shownMissedSavingsCards,
} from './missed-savings-display.js';

const card = (hotelId: string, missedSavings: number, missedShare: number) =>
  ({
    hotelId,
    missedSavings,
    missedShare,
    missedSavingsByReason: {
      rateNotLoaded: missedSavings * 0.25,
      lraNotHonoured: 0,
      paidAboveContract: missedSavings * 0.75,
    },
  }) as MissedSavingsHotelCard;

describe('missed-savings cards', () => {
  it('keeps the cards at or above 0.1 % of the hotel spend, most missed first', () => {
    const shown = shownMissedSavingsCards([card('a', 50, 0.1), card('b', 900, 0.09), card('c', 80, 2)]);
    expect(shown.map((c) => c.hotelId)).toEqual(['c', 'a']);
  });

  it('names what went wrong, largest first, leaving out reasons that missed nothing', () => {
    const reasons = missedSavingsReasons(card('a', 200, 1));
    expect(reasons.map((r) => r.text)).toEqual(['Paid above contract', 'Rate not loaded']);
    expect(reasons.map((r) => r.share)).toEqual([75, 25]);
  });

  it('exports a card as a file or as an e-mail report, with the hotel id', () => {
    const file = missedSavingsExport('download', 'H42');
    expect(file.path).toBe(MISSED_SAVINGS_REPORT_PATH);
    expect(file.path).toBe('/api/hotel/hsi/availability/missedSavings/report');
    expect(file.extraParams).toEqual({ hotelId: 'H42' });
    const email = missedSavingsExport('email', 'H42');
    expect(email.path).toBe(MISSED_SAVINGS_EMAIL_PATH);
    expect(email.path).toBe('/api/hotel/hsi/availability/missedSavings/email');
    expect(email.extraParams).toEqual({ hotelId: 'H42' });
  });
});
