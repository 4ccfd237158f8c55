import { ALL_CHOICE } from '../../model/policy-choices.js';
import {
  DEFAULT_POLICY_RULE,
  DEFAULT_REPORT_BREAKDOWN,
  DEFAULT_SIMULATOR_BREAKDOWN,
  DEFAULT_SIMULATOR_DAYS,
  PNR_SUMMARY_LIMIT,
} from '../../policy/policy-constants.js';
import { matchesChoice, policyAnswer } from '../../policy/pnr-summary.js';
import { PNR_SUMMARY_COLUMNS } from '../../policy/policy-texts.js';
import { simulateTrips } from '../../policy/simulate-trips.js';
import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  advancedPurchaseView,
  cabinComplianceDistributionView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  cabinComplianceYtdView,
  encodeColumns,
} from '../../views/index.js';
import type { CabinComplianceRow } from '../../views/index.js';
import { readerOf, type SampleReaders } from '../sample-reader.js';

const compliance = readerOf<'compliance'>();
const advancedPurchase = readerOf<'advancedPurchase'>();

const PNR_FIELDS = Object.keys(PNR_SUMMARY_COLUMNS) as (keyof CabinComplianceRow)[];

/**
 * How the cabin class compliance and advanced purchase views are read from the `compliance` and
 * `advancedPurchase` samples.
 */
export const POLICY_READERS: SampleReaders = new Map([
  compliance(cabinComplianceGaugeView, (s) => s.topWidgets.gauge),
  compliance(cabinComplianceYtdView, (s) => s.ytdTrend),
  compliance(
    cabinComplianceDistributionView,
    (s, params) => s.pies[params.breakdownBy ?? DEFAULT_REPORT_BREAKDOWN],
  ),
  compliance(cabinComplianceTableView, (s, params) => {
    const kept = s.rawData.filter(
      (row) =>
        matchesChoice(row.cabinClass, params.cabinFilter ?? ALL_CHOICE, params.cabinFilterMode) &&
        matchesChoice(
          policyAnswer(row.isCabinCompliant),
          params.policyFilter ?? ALL_CHOICE,
          params.policyFilterMode,
        ),
    );
    return {
      ...encodeColumns(kept.slice(0, PNR_SUMMARY_LIMIT), PNR_FIELDS),
      totalRows: kept.length,
      limit: PNR_SUMMARY_LIMIT,
    };
  }),
  advancedPurchase(advancedPurchaseView, (s) => s.topWidgets),
  advancedPurchase(advancedPurchaseTopRoutesView, (s) => s.topRoutes),
  advancedPurchase(advancedPurchaseSimulationView, (s, params) =>
    simulateTrips(s.trips, {
      policyRule: params.policyRule ?? DEFAULT_POLICY_RULE,
      days: params.days ?? DEFAULT_SIMULATOR_DAYS,
      breakdownBy: params.breakdownBy ?? DEFAULT_SIMULATOR_BREAKDOWN,
      cityPair: !params.cityPair || params.cityPair === ALL_CHOICE ? null : params.cityPair,
    }),
  ),
]);
