import { describe, expect, it } from 'vitest';
import type { ThresholdBucketRow, ThresholdClientRow } from '../views/index.js';
import { CURRENT_SAVINGS_THRESHOLD } from './savings-texts.js';
import {
  clampThreshold,
  simulateThreshold,
  thresholdSentence,
  THRESHOLD_MAX,
} from './threshold-simulation.js';

const client = (name: string, sentPnrs: number, rebookedPNRs: number): ThresholdClientRow => ({
  directEnterprise: name,
  sentPnrs,
  rebookedPNRs,
  allSentDeals: sentPnrs,
  acceptedDeals: rebookedPNRs,
  acceptedSavings: 0,
});
const bucket = (
  name: string,
  from: number,
  held: [number, number],
  rebooked: [number, number] = [0, 0],
): ThresholdBucketRow => ({
  directEnterprise: name,
  netSavingsFrom: from,
  heldPnrs: held[0],
  heldNetSavings: held[1],
  rebookedPnrs: rebooked[0],
  rebookedNetSavings: rebooked[1],
});

const clients = [client('Acme', 10, 5), client('Globex', 10, 8), client('Newco', 0, 0)];
const buckets = [
  bucket('Acme', 100, [4, 420]),
  bucket('Acme', 250, [2, 510]),
  bucket('Globex', 290, [10, 2950]),
  bucket('Newco', 200, [2, 410]),
  bucket('Acme', 300, [0, 0], [3, 930]),
  bucket('Globex', 450, [0, 0], [2, 910]),
];

describe('threshold simulator', () => {
  it('changes nothing at the current minimum of 300', () => {
    expect(CURRENT_SAVINGS_THRESHOLD).toBe(300);
    const result = simulateThreshold(clients, buckets, 300);
    expect(result).toMatchObject({ additionalPnrs: 0, additionalNetSavings: 0, clients: [] });
  });

  it("adds the held deals over a lower minimum at the client's rebooking rate", () => {
    const result = simulateThreshold(clients, buckets, 250);
    // Acme: 2 held at 50 %; Globex: 10 held at 80 %.
    expect(result.additionalPnrs).toBe(9);
    expect(result.additionalNetSavings).toBe(255 + 2360);
    expect(result.clients.map((c) => [c.directEnterprise, c.additionalPnrs, c.additionalNetSavings])).toEqual(
      [
        ['Globex', 8, 2360],
        ['Acme', 1, 255],
      ],
    );
  });

  it('leaves out a client whose deals sent were never rebooked: it would gain nothing', () => {
    const result = simulateThreshold(
      [client('Hooli', 4, 0), ...clients],
      [bucket('Hooli', 100, [3, 450])],
      0,
    );
    expect(result.clients).toEqual([]);
    expect(result.additionalPnrs).toBe(0);
  });

  it('uses the rate over every client for a client with no deal sent', () => {
    const result = simulateThreshold(clients, buckets, 200);
    const newco = result.clients.find((c) => c.directEnterprise === 'Newco');
    expect(newco?.rebookingRate).toBeCloseTo(13 / 20);
    expect(newco?.additionalNetSavings).toBe(266.5);
  });

  it('takes away the rebookings between 300 and a higher minimum', () => {
    expect(simulateThreshold(clients, buckets, 310)).toMatchObject({
      additionalPnrs: -3,
      additionalNetSavings: -930,
    });
    expect(simulateThreshold(clients, buckets, 500)).toMatchObject({
      additionalPnrs: -5,
      additionalNetSavings: -1840,
    });
  });

  it('grows as the minimum moves away from 300 either way', () => {
    const lower = [300, 250, 200, 100, 0].map(
      (x) => simulateThreshold(clients, buckets, x).additionalNetSavings,
    );
    expect(lower).toEqual([...lower].sort((a, b) => a - b));
    const higher = [300, 400, 1000].map((x) => simulateThreshold(clients, buckets, x).additionalNetSavings);
    expect(higher).toEqual([...higher].sort((a, b) => b - a));
  });

  it('keeps the minimum on its 10 steps from 0 to 1000', () => {
    expect(clampThreshold(-5)).toBe(0);
    expect(clampThreshold(247)).toBe(250);
    expect(clampThreshold(5000)).toBe(THRESHOLD_MAX);
    expect(clampThreshold(Number.NaN)).toBe(300);
  });

  it('says when another minimum would have changed nothing', () => {
    expect(
      thresholdSentence(
        { threshold: 250, current: 300, additionalPnrs: 0, additionalNetSavings: 0 },
        'net',
        (v) => `$${v}`,
      ),
    ).toBe(
      'With a minimum saving of $250 (instead of the current $300) and net of the change fee and the TMC fee, no other PNR would have been rebooked.',
    );
  });

  it('says what the minimum would have changed, net of the fees of the fee mode', () => {
    const money = (v: number) => `$${v}`;
    expect(
      thresholdSentence(
        { threshold: 200, current: 300, additionalPnrs: 12, additionalNetSavings: 1830.5 },
        'net',
        money,
      ),
    ).toBe(
      'With a minimum saving of $200 (instead of the current $300) and net of the change fee and the TMC fee, 12 more PNRs would have been rebooked for $1830.5 more net savings.',
    );
    expect(
      thresholdSentence(
        { threshold: 400, current: 300, additionalPnrs: -1, additionalNetSavings: -350 },
        'gross',
        money,
      ),
    ).toBe(
      'With a minimum saving of $400 (instead of the current $300) and net of the change fee, 1 fewer PNR would have been rebooked for $350 less net savings.',
    );
    expect(
      thresholdSentence(
        { threshold: 300, current: 300, additionalPnrs: 0, additionalNetSavings: 0 },
        'gross',
        money,
      ),
    ).toContain('The current minimum saving is $300.');
  });
});
