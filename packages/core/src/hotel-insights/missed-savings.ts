import { MISSED_SAVINGS_REASONS, type MissedSavingsReason } from '../views/index.js';

/** Nights with the rate paid and the negotiated rate that would have applied (per night). */
export interface NegotiatedNights {
  nights: number;
  paid: number;
  negotiated: number;
}

/**
 * Missed savings of the nights whose negotiated rate was not available: Σ (paid − negotiated) ·
 * nights (issue 26). Over the rate-not-available bucket only: a rate that was offered and not booked
 * is a utilisation matter, not a missed saving of the hotel.
 */
export function missedSavings(notAvailable: readonly NegotiatedNights[]): number {
  return notAvailable.reduce((sum, stay) => sum + (stay.paid - stay.negotiated) * stay.nights, 0);
}

/**
 * Why a covered stay missed its negotiated rate: a contract with last-room availability should
 * have offered the rate while the hotel still sold a room, so it was not honoured; without it the
 * rate was not loaded in the booking channel.
 */
export function notAvailableReason(hasLastRoomAvailability: boolean): MissedSavingsReason {
  return hasLastRoomAvailability ? 'lraNotHonoured' : 'rateNotLoaded';
}

/**
 * What a missed-savings card names: the reason with the largest missed savings (ties go to the
 * first of MISSED_SAVINGS_REASONS: rate not loaded, then LRA not honoured, then paid above contract).
 */
export function missedSavingsReason(
  byReason: Readonly<Record<MissedSavingsReason, number>>,
): MissedSavingsReason {
  let best: MissedSavingsReason = MISSED_SAVINGS_REASONS[0];
  for (const reason of MISSED_SAVINGS_REASONS) if (byReason[reason] > byReason[best]) best = reason;
  return best;
}

/** The missed-savings card threshold of docs/rules/hotel.md#negotiated-rate-availability: 0.1 percent of the hotel's spend. */
export const MISSED_SAVINGS_CARD_THRESHOLD_PERCENT = 0.1;

/**
 * Whether a hotel gets a missed-savings card: its missed savings are at least 0.1 % of its spend
 * (docs/rules/hotel.md#negotiated-rate-availability). A hotel with no spend or no missed savings has none.
 */
export function showsMissedSavingsCard(missed: number, hotelSpend: number): boolean {
  return hotelSpend > 0 && missed > 0 && (100 * missed) / hotelSpend >= MISSED_SAVINGS_CARD_THRESHOLD_PERCENT;
}
