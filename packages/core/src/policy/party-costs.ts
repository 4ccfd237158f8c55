import type { SimulationPartyRow } from '../views/air-policy.js';
import { distribute } from '../model/cent-split.js';
import { cellCost, cellKey, round2 } from './simulator.js';

/** Out-of-policy trips of one party (client or PCC) in one cabin-and-haul cell, for one rule. */
export interface PartyCellRow {
  party: string;
  cabinClass: string;
  haulType: string;
  outOfPolicyPnrs: number;
  outOfPolicySpend: number;
}

/**
 * Cost of non-compliance per party (client or PCC) under one rule, so that the parties add up to
 * the simulation's own figure (`total`, the sum of its groups): each cabin-and-haul cell's cost (its
 * out-of-policy trips against the scope-wide compliant fare, `fares` from benchmarkFares, never below
 * zero) is shared among the parties that paid above that fare, in proportion to what they paid above
 * it; a party that paid less gets none of it. Most cost first, then most trips, then by name.
 */
export function partyCosts(
  rows: readonly PartyCellRow[],
  fares: ReadonlyMap<string, number | null>,
  total: number,
): SimulationPartyRow[] {
  const cells = new Map<string, PartyCellRow[]>();
  for (const row of rows) {
    const key = cellKey(row.cabinClass, row.haulType);
    cells.set(key, [...(cells.get(key) ?? []), row]);
  }
  // Each party's share of the cost, before it is put in cents.
  const exact = new Map<string, number>();
  for (const [key, cellRows] of cells) {
    const fare = fares.get(key) ?? null;
    const above = cellRows.map((row) =>
      fare === null ? 0 : Math.max(0, row.outOfPolicySpend - row.outOfPolicyPnrs * fare),
    );
    const cost = cellCost(
      cellRows.reduce((sum, row) => sum + row.outOfPolicyPnrs, 0),
      cellRows.reduce((sum, row) => sum + row.outOfPolicySpend, 0),
      fare,
    );
    const weight = above.reduce((sum, value) => sum + value, 0);
    cellRows.forEach((row, index) => {
      const share = weight > 0 ? (cost * above[index]!) / weight : 0;
      exact.set(row.party, (exact.get(row.party) ?? 0) + share);
    });
  }
  const parties = new Map<string, SimulationPartyRow>();
  for (const row of rows) {
    const party = parties.get(row.party) ?? {
      party: row.party,
      outOfPolicyPnrs: 0,
      outOfPolicySpend: 0,
      costOfNonCompliance: 0,
    };
    party.outOfPolicyPnrs += row.outOfPolicyPnrs;
    party.outOfPolicySpend += row.outOfPolicySpend;
    parties.set(row.party, party);
  }
  const list = [...parties.values()];
  const costs = distribute(
    total,
    list.map((p) => exact.get(p.party) ?? 0),
  );
  return list
    .map((p, index) => ({
      ...p,
      outOfPolicySpend: round2(p.outOfPolicySpend),
      costOfNonCompliance: costs[index]!,
    }))
    .filter((p) => p.outOfPolicyPnrs > 0)
    .sort(
      (a, b) =>
        b.costOfNonCompliance - a.costOfNonCompliance ||
        b.outOfPolicyPnrs - a.outOfPolicyPnrs ||
        a.party.localeCompare(b.party, 'en-US'),
    );
}
