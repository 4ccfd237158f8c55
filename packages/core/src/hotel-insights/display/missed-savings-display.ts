import type { ReportDefinition } from '../../export/export-rules.js';
import {
  MISSED_SAVINGS_REASONS,
  type MissedSavingsHotelCard,
  type MissedSavingsReason,
} from '../../views/hotel-insights.js';

/** A missed-savings card shows only when its missed share of the hotel's spend reaches this (hotel-ops §5, §9). */
export const MISSED_SAVINGS_MIN_SHARE = 0.1;

/** The cards shown before the user asks for all of them: the top missed savings. */
export const TOP_MISSED_SAVINGS_CARDS = 6;

/** What went wrong at a hotel, as a card names it. */
export const MISSED_SAVINGS_REASON_TEXTS: Readonly<Record<MissedSavingsReason, string>> = {
  rateNotLoaded: 'Rate not loaded',
  lraNotHonoured: 'Last-room availability not honoured',
  paidAboveContract: 'Paid above contract',
};

/** The longer explanation of each reason (the card's tooltip). */
export const MISSED_SAVINGS_REASON_HINTS: Readonly<Record<MissedSavingsReason, string>> = {
  rateNotLoaded: 'The negotiated rate was not loaded in the booking channel, so it could not be offered.',
  lraNotHonoured: 'The contract grants last-room availability, but the hotel did not offer the rate.',
  paidAboveContract: 'The stay was booked on the negotiated rate but paid above the contracted price.',
};

/** The cards to show: those at or above the 0.1 % share, most missed savings first. */
export function shownMissedSavingsCards(cards: readonly MissedSavingsHotelCard[]): MissedSavingsHotelCard[] {
  return cards
    .filter((c) => c.missedShare >= MISSED_SAVINGS_MIN_SHARE)
    .sort((a, b) => b.missedSavings - a.missedSavings);
}

/** The reasons that missed something at a hotel, largest first, with their share of its missed savings. */
export function missedSavingsReasons(
  card: MissedSavingsHotelCard,
): { reason: MissedSavingsReason; text: string; amount: number; share: number }[] {
  return MISSED_SAVINGS_REASONS.map((reason) => {
    const amount = card.missedSavingsByReason?.[reason] ?? 0;
    return {
      reason,
      text: MISSED_SAVINGS_REASON_TEXTS[reason],
      amount,
      share: card.missedSavings > 0 ? (amount / card.missedSavings) * 100 : 0,
    };
  })
    .filter((r) => r.amount > 0)
    .sort((a, b) => b.amount - a.amount);
}

/** How a card exports (hotel-ops §2.5, chosen per card): a file now, or an e-mail report. */
export type MissedSavingsExportMode = 'download' | 'email';

export const MISSED_SAVINGS_EXPORT_MODES: readonly { value: MissedSavingsExportMode; label: string }[] = [
  { value: 'download', label: 'Download' },
  { value: 'email', label: 'Email report' },
];

/** Paths of the card exports (hotel-ops §7.5). */
export const MISSED_SAVINGS_REPORT_PATH = '/api/hotel/hsi/availability/missedSavings/report';
export const MISSED_SAVINGS_EMAIL_PATH = '/api/hotel/hsi/availability/missedSavings/email';

/**
 * The export of one card as a report definition for `downloadReport`: the report path or the
 * e-mail path, with the hotel's id beside the filters (JSON string) every export sends.
 */
export function missedSavingsExport(mode: MissedSavingsExportMode, hotelId: string): ReportDefinition {
  const email = mode === 'email';
  return {
    name: email ? 'missedSavingsEmail' : 'missedSavingsReport',
    title: 'Missed savings',
    buttonName: email ? 'Email report' : 'Download',
    displayName: 'Missed savings',
    path: email ? MISSED_SAVINGS_EMAIL_PATH : MISSED_SAVINGS_REPORT_PATH,
    exportFileExtensionOptions: ['xlsx'],
    extraParams: { hotelId },
  };
}
