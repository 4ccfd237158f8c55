import type { SimulationGroupRow } from '../views/air-policy.js';
import { SIMULATOR_SLICES } from './policy-texts.js';
import { round2 } from './simulator.js';

/** One slice of a simulator group's pie. */
export interface SimulatorSlice {
  label: string;
  value: number;
}

/**
 * A group's spend in three slices: compliant spend, what its out-of-policy trips would have cost at
 * compliant fares, and the cost of non-compliance on top. The slices add up to the group's spend.
 */
export function groupSlices(group: SimulationGroupRow): SimulatorSlice[] {
  const cost = Math.max(0, group.costOfNonCompliance);
  return [
    {
      label: SIMULATOR_SLICES.compliant,
      value: round2(Math.max(0, group.totalSpend - group.outOfPolicySpend)),
    },
    { label: SIMULATOR_SLICES.atCompliantFares, value: round2(Math.max(0, group.outOfPolicySpend - cost)) },
    { label: SIMULATOR_SLICES.cost, value: cost },
  ];
}
