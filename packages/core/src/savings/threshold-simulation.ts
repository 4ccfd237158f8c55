import type { FEE_MODES, ThresholdBucketRow, ThresholdClientRow } from '../views/index.js';
import { CURRENT_SAVINGS_THRESHOLD } from './savings-texts.js';

/** Steps of the minimum saving the simulator offers, in the answer's currency (the buckets' width). */
export const THRESHOLD_STEP = 10;
/** Highest minimum saving the simulator offers. */
export const THRESHOLD_MAX = 1000;

/** What one client would have gained (or lost) with another minimum saving. */
export interface ClientThresholdOutcome {
  directEnterprise: string;
  /** Share of the client's PNRs with a deal sent that were rebooked (0-1): the chance a held deal would have been. */
  rebookingRate: number;
  /** PNRs more (negative: fewer) that would have been rebooked; expected values, not rounded. */
  additionalPnrs: number;
  /** Net savings more (negative: less), in the answer's currency. */
  additionalNetSavings: number;
}

/** The simulator's answer for one minimum saving. */
export interface ThresholdSimulation {
  threshold: number;
  current: number;
  /** PNRs more (negative: fewer) over every client, rounded to whole PNRs. */
  additionalPnrs: number;
  /** Net savings more (negative: less) over every client, to the cent. */
  additionalNetSavings: number;
  /** Clients whose figures change, largest change of net savings first. */
  clients: ClientThresholdOutcome[];
}

/**
 * Replays the Faresaver deals with a minimum saving of `threshold` instead of `current` (300), the
 * saving counted net of the carrier's change fee (and, in Net mode, of the TMC fee). Moving the
 * minimum changes only the deals whose net saving lies between the two:
 * - lower: the deals held back with a net saving from `threshold` up to `current` would have been
 *   sent, and each rebooked as often as the client's deals sent were (its rebooking rate; the
 *   rate over every client for a client with none sent), so they add that share of a PNR and of its
 *   net saving;
 * - higher: the deals rebooked with a net saving from `current` up to `threshold` would not have
 *   been sent, so those PNRs and their net savings are lost.
 * `threshold` is clamped to 0..THRESHOLD_MAX and rounded to the THRESHOLD_STEP the buckets have.
 *
 * @example simulateThreshold(clients, buckets, 200) // { additionalPnrs: 12, additionalNetSavings: 1830.5, … }
 */
export function simulateThreshold(
  clients: readonly ThresholdClientRow[],
  buckets: readonly ThresholdBucketRow[],
  threshold: number,
  current = CURRENT_SAVINGS_THRESHOLD,
): ThresholdSimulation {
  const x = clampThreshold(threshold);
  const sent = clients.reduce((sum, c) => sum + c.sentPnrs, 0);
  const rebooked = clients.reduce((sum, c) => sum + c.rebookedPNRs, 0);
  const overallRate = sent > 0 ? rebooked / sent : 0;
  const rates = new Map(
    clients.map((c) => [c.directEnterprise, c.sentPnrs > 0 ? c.rebookedPNRs / c.sentPnrs : overallRate]),
  );
  const outcomes = new Map<string, ClientThresholdOutcome>();
  const outcomeOf = (client: string) => {
    let outcome = outcomes.get(client);
    if (!outcome) {
      outcome = {
        directEnterprise: client,
        rebookingRate: rates.get(client) ?? overallRate,
        additionalPnrs: 0,
        additionalNetSavings: 0,
      };
      outcomes.set(client, outcome);
    }
    return outcome;
  };
  for (const bucket of buckets) {
    const from = bucket.netSavingsFrom;
    if (x < current && from >= x && from < current && bucket.heldPnrs > 0) {
      const outcome = outcomeOf(bucket.directEnterprise);
      outcome.additionalPnrs += bucket.heldPnrs * outcome.rebookingRate;
      outcome.additionalNetSavings += bucket.heldNetSavings * outcome.rebookingRate;
    } else if (x > current && from >= current && from < x && bucket.rebookedPnrs > 0) {
      const outcome = outcomeOf(bucket.directEnterprise);
      outcome.additionalPnrs -= bucket.rebookedPnrs;
      outcome.additionalNetSavings -= bucket.rebookedNetSavings;
    }
  }
  const changed = [...outcomes.values()]
    .map((o) => ({ ...o, additionalNetSavings: round2(o.additionalNetSavings) }))
    // A client that rebooked none of its deals sent would gain nothing from the held ones.
    .filter((o) => o.additionalPnrs !== 0 || o.additionalNetSavings !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.additionalNetSavings) - Math.abs(a.additionalNetSavings) ||
        a.directEnterprise.localeCompare(b.directEnterprise),
    );
  return {
    threshold: x,
    current,
    additionalPnrs: Math.round(changed.reduce((sum, o) => sum + o.additionalPnrs, 0)),
    additionalNetSavings: round2(changed.reduce((sum, o) => sum + o.additionalNetSavings, 0)),
    clients: changed,
  };
}

/** A minimum saving the simulator can take: 0..THRESHOLD_MAX, on a THRESHOLD_STEP. */
export function clampThreshold(value: number): number {
  if (!Number.isFinite(value)) return CURRENT_SAVINGS_THRESHOLD;
  const stepped = Math.round(value / THRESHOLD_STEP) * THRESHOLD_STEP;
  return Math.min(THRESHOLD_MAX, Math.max(0, stepped));
}

/**
 * The simulator's sentence.
 * @example thresholdSentence(result, 'net', formatMoney)
 * // 'With a minimum saving of $200 (instead of the current $300) and net of the change fee and the
 * // TMC fee, 12 more PNRs would have been rebooked for $1,830.50 more net savings.'
 */
export function thresholdSentence(
  result: Pick<ThresholdSimulation, 'threshold' | 'current' | 'additionalPnrs' | 'additionalNetSavings'>,
  feeMode: (typeof FEE_MODES)[number],
  money: (value: number) => string,
): string {
  const fees = feeMode === 'net' ? 'the change fee and the TMC fee' : 'the change fee';
  if (result.threshold === result.current) {
    return `The current minimum saving is ${money(result.current)}. Move it to see how many more or fewer PNRs would have been rebooked, net of ${fees}.`;
  }
  const instead = `With a minimum saving of ${money(result.threshold)} (instead of the current ${money(result.current)}) and net of ${fees}`;
  if (result.additionalPnrs === 0 && result.additionalNetSavings === 0) {
    return `${instead}, no other PNR would have been rebooked.`;
  }
  const pnrs = Math.abs(result.additionalPnrs);
  const more = result.additionalPnrs > 0 || (result.additionalPnrs === 0 && result.additionalNetSavings >= 0);
  const noun = pnrs === 1 ? 'PNR' : 'PNRs';
  return (
    `${instead}, ${pnrs} ${more ? 'more' : 'fewer'} ${noun} would have been rebooked for ` +
    `${money(Math.abs(result.additionalNetSavings))} ${more ? 'more' : 'less'} net savings.`
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;
