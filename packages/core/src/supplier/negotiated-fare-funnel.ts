/**
 * The negotiated fare's funnel (beyond the spec): of the tracked PNRs whose carrier has a negotiated
 * fare loaded for the client, how many found it available at the point of sale, and how many chose
 * it. A fare lost between loaded and available is a supplier problem; one lost between available
 * and chosen is a traveller or agent problem.
 */
import type {
  FunnelBreakdown,
  FunnelCounts,
  NegotiatedFareFunnelRow,
} from '../model/negotiated-fare-funnel.js';

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = ['Loaded', 'Available at the point of sale', 'Chosen'] as const;
type FunnelStepName = (typeof FUNNEL_STEPS)[number];

/** The most carriers or routes one funnel answer holds (the most loaded first). */
export const NEGOTIATED_FARE_FUNNEL_LIMIT = 100;

/** Where the funnel loses its PNRs: before the point of sale, or at the choice. */
export type FunnelLoss = 'availability' | 'choice';

/** How each loss reads, naming whose problem it is. */
export const FUNNEL_LOSS_TEXTS: Readonly<Record<FunnelLoss, string>> = {
  availability: 'Not available at the point of sale: a supplier problem',
  choice: 'Available but not chosen: a traveller or agent problem',
};

/** One step of a funnel with its shares (percents, two decimals). */
export interface FunnelStep {
  step: FunnelStepName;
  pnrs: number;
  /** Share of the loaded PNRs that reached this step. */
  percentOfLoaded: number;
  /** Share of the previous step's PNRs that reached this one (100 for the first step). */
  conversion: number;
}

/** The step that loses the most PNRs, with how many and what share of the step before it. */
export interface FunnelLossFigure {
  loss: FunnelLoss;
  lostPnrs: number;
  /** Lost PNRs over the PNRs that entered the step (percent, two decimals). */
  percentLost: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((10000 * part) / whole) / 100 : 0);

/**
 * The three steps with their share of the loaded PNRs and the step-to-step conversion.
 *
 * @example funnelSteps({ loadedPnrs: 200, availablePnrs: 150, chosenPnrs: 90 })[2] // { step: 'Chosen', pnrs: 90, percentOfLoaded: 45, conversion: 60 }
 */
export function funnelSteps(counts: FunnelCounts): FunnelStep[] {
  const pnrs = [counts.loadedPnrs, counts.availablePnrs, counts.chosenPnrs];
  return FUNNEL_STEPS.map((step, i) => {
    const here = pnrs[i] ?? 0;
    return {
      step,
      pnrs: here,
      percentOfLoaded: percent(here, counts.loadedPnrs),
      conversion: i === 0 ? (counts.loadedPnrs > 0 ? 100 : 0) : percent(here, pnrs[i - 1] ?? 0),
    };
  });
}

/**
 * The step that loses the most PNRs: not available at the point of sale (loaded minus available) or
 * not chosen (available minus chosen); the supplier's step on a tie; null when nothing is lost.
 */
export function biggestLoss(counts: FunnelCounts): FunnelLossFigure | null {
  const notAvailable = Math.max(0, counts.loadedPnrs - counts.availablePnrs);
  const notChosen = Math.max(0, counts.availablePnrs - counts.chosenPnrs);
  if (notAvailable === 0 && notChosen === 0) return null;
  return notAvailable >= notChosen
    ? { loss: 'availability', lostPnrs: notAvailable, percentLost: percent(notAvailable, counts.loadedPnrs) }
    : { loss: 'choice', lostPnrs: notChosen, percentLost: percent(notChosen, counts.availablePnrs) };
}

/** The counts of several carriers or routes added up: the funnel of all of them. */
export function funnelTotals(rows: readonly FunnelCounts[]): FunnelCounts {
  return rows.reduce<FunnelCounts>(
    (sum, row) => ({
      loadedPnrs: sum.loadedPnrs + row.loadedPnrs,
      availablePnrs: sum.availablePnrs + row.availablePnrs,
      chosenPnrs: sum.chosenPnrs + row.chosenPnrs,
    }),
    { loadedPnrs: 0, availablePnrs: 0, chosenPnrs: 0 },
  );
}

/**
 * The POC and demo funnels: a deterministic sample (no service call) where some carriers and routes
 * lose their fares before the point of sale and others at the choice.
 */
export function sampleFunnelRows(breakdown: FunnelBreakdown): NegotiatedFareFunnelRow[] {
  const carriers: [string, number, number, number][] = [
    ['Lufthansa', 420, 0.91, 0.58],
    ['British Airways', 380, 0.62, 0.86],
    ['Air France', 310, 0.88, 0.81],
    ['KLM', 260, 0.55, 0.9],
    ['Delta Air Lines', 190, 0.83, 0.49],
    ['Qantas', 120, 0.94, 0.77],
  ];
  const routes: [string, number, number, number][] = [
    ['LHR-JFK', 340, 0.72, 0.88],
    ['FRA-SIN', 260, 0.93, 0.54],
    ['CDG-DXB', 230, 0.6, 0.83],
    ['AMS-ORD', 180, 0.9, 0.79],
    ['MAD-MEX', 150, 0.51, 0.92],
    ['SYD-LAX', 110, 0.87, 0.61],
  ];
  return (breakdown === 'carrier' ? carriers : routes).map(([label, loaded, available, chosen]) => {
    const availablePnrs = Math.round(loaded * available);
    return { label, loadedPnrs: loaded, availablePnrs, chosenPnrs: Math.round(availablePnrs * chosen) };
  });
}
