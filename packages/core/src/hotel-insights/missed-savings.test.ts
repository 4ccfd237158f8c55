import { describe, expect, it } from 'vitest';
import {
  MISSED_SAVINGS_CARD_THRESHOLD_PERCENT,
  missedSavings,
  missedSavingsReason,
  notAvailableReason,
  showsMissedSavingsCard,
} from './missed-savings.js';

describe('missedSavings', () => {
  it('sums (paid − negotiated) · nights over the not-available nights', () => {
    expect(
      missedSavings([
        { nights: 3, paid: 200, negotiated: 170 },
        { nights: 1, paid: 150, negotiated: 140 },
      ]),
    ).toBe(100);
    expect(missedSavings([])).toBe(0);
  });
});

describe('the 0.1 % card rule', () => {
  it('has the threshold of docs/rules/hotel.md#negotiated-rate-availability', () => {
    expect(MISSED_SAVINGS_CARD_THRESHOLD_PERCENT).toBe(0.1);
  });

  it('shows a card from 0.1 % of the hotel spend on, not below', () => {
    expect(showsMissedSavingsCard(10, 10_000)).toBe(true);
    expect(showsMissedSavingsCard(9.99, 10_000)).toBe(false);
    expect(showsMissedSavingsCard(500, 10_000)).toBe(true);
  });

  it('shows no card without spend or without missed savings', () => {
    expect(showsMissedSavingsCard(10, 0)).toBe(false);
    expect(showsMissedSavingsCard(0, 100)).toBe(false);
  });
});

describe('reasons', () => {
  it('blames last-room availability when the contract has it, the loading otherwise', () => {
    expect(notAvailableReason(true)).toBe('lraNotHonoured');
    expect(notAvailableReason(false)).toBe('rateNotLoaded');
  });

  it('names the reason with the largest missed savings', () => {
    expect(missedSavingsReason({ rateNotLoaded: 10, lraNotHonoured: 40, paidAboveContract: 25 })).toBe(
      'lraNotHonoured',
    );
    expect(missedSavingsReason({ rateNotLoaded: 0, lraNotHonoured: 0, paidAboveContract: 3 })).toBe(
      'paidAboveContract',
    );
  });

  it('breaks a tie in the order of the reasons', () => {
    expect(missedSavingsReason({ rateNotLoaded: 5, lraNotHonoured: 5, paidAboveContract: 5 })).toBe(
      'rateNotLoaded',
    );
  });
});
