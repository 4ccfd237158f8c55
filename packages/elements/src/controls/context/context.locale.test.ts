import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelAllTimeResultsView, savingsOverviewView } from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import { deepText, fakeFetch, mountInContext, until } from '../../testing/testing.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const answers = {
  [hotelAllTimeResultsView.path]: {
    data: { acceptedSavings: 32_740.47, rebookings: 1_393, goLiveDate: '2026-10-23' },
    currency: 'EUR',
  },
  [savingsOverviewView.path]: {
    data: {
      acceptedSavings: 1_250.5,
      acceptedDeals: 1_204,
      savingsNotAccepted: 0,
      savingsNotAcceptedPNRs: 0,
      notAcceptedDeals: 0,
      rebookedPNRs: 0,
      allSentDeals: 0,
    },
    currency: 'GBP',
  },
};

const WIDGETS =
  '<tripsight-hotel-all-time-savings></tripsight-hotel-all-time-savings><tripsight-accepted-savings></tripsight-accepted-savings>';

describe('<tripsight-context locale messages> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows figures and dates in en-US when the host names no locale', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    mountInContext(WIDGETS);
    await until(
      () => deepText(document.body).includes('€32,740.47') && deepText(document.body).includes('£1,250.50'),
      'the en-US amounts',
    );
    const text = deepText(document.body);
    expect(text).toContain('10/23/2026');
    expect(text).toContain('1,393');
    expect(text).toContain('£1,250.50');
    expect(text).toContain('All-time results');
  });

  it('shows German figures and dates under locale="de-DE", the host texts in place of the English ones, and follows a change of locale', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    const ctx = mountInContext(
      WIDGETS,
      `locale="de-DE" messages='{"All-time results":"Ergebnisse seit Go-live","Savings accepted":"Akzeptierte Einsparungen"}'`,
    );
    await until(
      () =>
        deepText(document.body).includes(`32.740,47${NBSP}€`) &&
        deepText(document.body).includes(`1.250,50${NBSP}£`),
      'the German amounts',
    );
    let text = deepText(document.body);
    expect(text).toContain('23.10.2026');
    expect(text).toContain('1.393');
    expect(text).toContain(`1.250,50${NBSP}£`);
    expect(text).toContain('1.204 deals rebooked');
    expect(text).not.toContain('€32,740.47');
    expect(text).not.toContain('10/23/2026');
    expect(text).toContain('Ergebnisse seit Go-live');
    expect(text).toContain('Akzeptierte Einsparungen');
    expect(text).not.toContain('All-time results');
    // A text the host left out stays the spec's.
    expect(text).toContain('Realized savings');

    ctx.setAttribute('locale', 'fr-FR');
    await until(() => deepText(document.body).includes(`32${NNBSP}740,47${NBSP}€`), 'the French amount');
    text = deepText(document.body);
    expect(text).toContain('23/10/2026');

    ctx.messages = { 'Realized savings': 'Économies réalisées' };
    await until(() => deepText(document.body).includes('Économies réalisées'), 'the texts set as a property');
    expect(deepText(document.body)).toContain('All-time results');
  });
});
