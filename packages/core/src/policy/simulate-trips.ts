import type { SimulationData } from '../views/air-policy.js';
import { cappedDays, isAdvanceCompliant } from './advance-window.js';
import {
  benchmarkFares,
  cellKey,
  costCurve,
  simulateHistogram,
  type AdvanceHistogramRow,
  type SimulationSettings,
} from './simulator.js';
import { partyCosts, type PartyCellRow } from './party-costs.js';

/*
 * The simulator over trips, as POC and demo sample data carry them: the histogram and the
 * out-of-policy rows the service reads from its own bookings, built here from the trips.
 */

/** A trip as the simulator replays it (sample data carries these). */
export interface AdvanceTrip {
  cabinClass: string;
  haulType: string;
  cityPair: string;
  daysInAdvance: number;
  price: number;
  directEnterprise: string;
  pccName: string;
}

/** The histogram of trips (days capped at 200). */
export function histogramOf(trips: readonly AdvanceTrip[]): AdvanceHistogramRow[] {
  const cells = new Map<string, AdvanceHistogramRow>();
  for (const trip of trips) {
    const days = cappedDays(trip.daysInAdvance);
    const key = `${cellKey(trip.cabinClass, trip.haulType)}\u0000${days}`;
    const row = cells.get(key) ?? {
      cabinClass: trip.cabinClass,
      haulType: trip.haulType,
      daysInAdvance: days,
      airPnrs: 0,
      spend: 0,
    };
    row.airPnrs += 1;
    row.spend += trip.price;
    cells.set(key, row);
  }
  return [...cells.values()];
}

/** Out-of-policy trips per party and cell under `rule`. */
function partyRowsOf(
  trips: readonly AdvanceTrip[],
  rule: number,
  party: (trip: AdvanceTrip) => string,
): PartyCellRow[] {
  const rows = new Map<string, PartyCellRow>();
  for (const trip of trips) {
    if (isAdvanceCompliant(trip.daysInAdvance, rule)) continue;
    const name = party(trip);
    const key = `${name}\u0000${cellKey(trip.cabinClass, trip.haulType)}`;
    const row = rows.get(key) ?? {
      party: name,
      cabinClass: trip.cabinClass,
      haulType: trip.haulType,
      outOfPolicyPnrs: 0,
      outOfPolicySpend: 0,
    };
    row.outOfPolicyPnrs += 1;
    row.outOfPolicySpend += trip.price;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * The whole simulation over trips (POC and demo sample data): the same answer the service gives for
 * its own bookings. `cityPair` null replays every trip.
 */
export function simulateTrips(
  trips: readonly AdvanceTrip[],
  settings: SimulationSettings & { cityPair: string | null },
): SimulationData {
  const replayed = settings.cityPair ? trips.filter((t) => t.cityPair === settings.cityPair) : trips;
  const histogram = histogramOf(replayed);
  const fares = benchmarkFares(histogram, settings.policyRule, settings.days);
  const summary = simulateHistogram(histogram, settings);
  return {
    policyRule: settings.policyRule,
    days: settings.days,
    breakdownBy: settings.breakdownBy,
    cityPair: settings.cityPair,
    ...summary,
    clients: partyCosts(
      partyRowsOf(replayed, settings.policyRule, (t) => t.directEnterprise),
      fares,
      summary.costOfNonCompliance,
    ),
    pccs: partyCosts(
      partyRowsOf(replayed, settings.policyRule, (t) => t.pccName),
      fares,
      summary.costOfNonCompliance,
    ),
    curve: costCurve(histogram, settings.days),
  };
}
