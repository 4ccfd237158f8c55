import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAll } from '../../define-all.js';
import {
  deepQuery,
  deepQueryAll,
  deepText,
  fakeFetch,
  mountInContext,
  until,
} from '../../testing/testing.js';

const funnel = {
  dealsFound: 400,
  heldDeals: 200,
  allSentDeals: 200,
  acceptedDeals: 50,
  declinedDeals: 120,
  expiredDeals: 30,
  rebookedPNRs: 50,
  acceptedSavings: 6000,
  savingsLostDeclined: 3000,
  savingsLostExpired: 1000,
  medianMinutesToAccept: 45,
  medianMinutesToDecline: 200,
  p90MinutesToDecision: 900,
  medianHoursOpenWhenExpired: 20.5,
};
const decisions = [
  {
    decision: 'Declined',
    feedbackMeaningPlatform: 'Loyalty program preference',
    notAcceptedDeals: 120,
    savingsNotAccepted: 3000,
    medianDecisionMinutes: 200,
  },
  {
    decision: 'Expired',
    feedbackMeaningPlatform: 'No response from traveler',
    notAcceptedDeals: 30,
    savingsNotAccepted: 1000,
    medianDecisionMinutes: null,
  },
];
const clients = [
  {
    directEnterprise: 'Acme',
    sentPnrs: 10,
    rebookedPNRs: 5,
    allSentDeals: 12,
    acceptedDeals: 5,
    acceptedSavings: 500,
  },
  {
    directEnterprise: 'Globex',
    sentPnrs: 10,
    rebookedPNRs: 8,
    allSentDeals: 10,
    acceptedDeals: 8,
    acceptedSavings: 900,
  },
];
const buckets = [
  {
    directEnterprise: 'Acme',
    netSavingsFrom: 250,
    heldPnrs: 2,
    heldNetSavings: 510,
    rebookedPnrs: 0,
    rebookedNetSavings: 0,
  },
  {
    directEnterprise: 'Globex',
    netSavingsFrom: 290,
    heldPnrs: 10,
    heldNetSavings: 2950,
    rebookedPnrs: 0,
    rebookedNetSavings: 0,
  },
  {
    directEnterprise: 'Acme',
    netSavingsFrom: 300,
    heldPnrs: 0,
    heldNetSavings: 0,
    rebookedPnrs: 3,
    rebookedNetSavings: 930,
  },
];
const answers = {
  '/rebookingAnalysis/funnel': { data: funnel },
  '/rebookingAnalysis/decisions': { data: decisions },
  '/rebookingAnalysis/thresholdClients': { data: clients },
  '/rebookingAnalysis/thresholdBuckets': { data: buckets },
};

describe('<tripsight-fare-saver-dashboard> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows the funnel with its shares, the decisions, time to decision and the savings lost', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    mountInContext('<tripsight-fare-saver-dashboard></tripsight-fare-saver-dashboard>');
    await until(() => deepQueryAll(document.body, '[data-step]').length === 4, 'the funnel');
    const steps = deepQueryAll(document.body, '[data-step]').map((li) => li.textContent);
    expect(steps).toEqual([
      'Deals found400of every deal found',
      'Deals sent20050.00% of the step before',
      'Deals accepted5025.00% of the step before',
      'PNRs rebooked50100.00% of the step before',
    ]);
    const text = deepText(document.body);
    expect(text).toContain('Accepted25%50 deals');
    expect(text).toContain('Declined60%120 deals');
    expect(text).toContain('Expired15%30 deals');
    expect(text).toContain('45 min');
    expect(text).toContain('3 h 20 min');
    expect(text).toContain('20.5 h (median)');
    expect(text).toContain('$4,000.00');
    expect(text).toContain('40.00% of the savings sent');
    await until(() => deepText(document.body).includes('No response from traveler'), 'the reasons');
  });

  it('replays another minimum saving in the browser, from the number field', async () => {
    const service = fakeFetch(answers);
    vi.stubGlobal('fetch', service.fetch);
    mountInContext('<tripsight-fare-saver-dashboard></tripsight-fare-saver-dashboard>');
    await until(
      () => deepText(document.body).includes('The current minimum saving is $300.'),
      'the simulator',
    );
    const calls = service.urls.length;
    const input = deepQuery(document.body, 'input[type=number]') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, '250');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => deepText(document.body).includes('9 more PNRs'), 'the simulated sentence');
    expect(deepText(document.body)).toContain(
      'With a minimum saving of $250 (instead of the current $300) and net of the change fee, 9 more PNRs would have been rebooked for $2,615 more net savings.',
    );
    setValue.call(input, '400');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => deepText(document.body).includes('3 fewer PNRs'), 'a higher minimum');
    expect(deepText(document.body)).toContain('$930 less net savings');
    expect(service.urls.length).toBe(calls);
  });

  it('names the TMC fee in Net mode', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    const ctx = mountInContext('<tripsight-fare-saver-dashboard></tripsight-fare-saver-dashboard>');
    ctx.bus.setState({ feeMode: 'net' });
    await until(
      () => deepText(document.body).includes('net of the change fee and the TMC fee'),
      'the net sentence',
    );
  });

  it("shows the product's empty state with no deal, and the error fallback when a call fails", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...answers,
        '/rebookingAnalysis/funnel': { data: { ...funnel, dealsFound: 0 } },
        '/rebookingAnalysis/thresholdClients': { status: 500, error: 'INTERNAL', message: 'boom' },
      }).fetch,
    );
    mountInContext('<tripsight-fare-saver-dashboard></tripsight-fare-saver-dashboard>');
    await until(
      () => deepText(document.body).includes('Looks like there is no data here yet!'),
      'the empty state',
    );
    await until(() => deepText(document.body).includes('An error has occurred'), 'the error fallback');
  });
});
