import type { Bus, BusRule } from '../bus/bus.js';
import { demoDatesRule } from './demo-dates-rule.js';

/**
 * The state rules every dashboard's bus applies, whoever made the bus (a host, the portal, the page
 * default): elements attach them when they find their bus. The filter bar's rules come with its
 * filter edits (`filterEdits`).
 */
const DASHBOARD_RULES: readonly BusRule[] = [demoDatesRule];

/** Makes `bus` apply the dashboard rules (idempotent); returns it. */
export function withDashboardRules(bus: Bus): Bus {
  for (const rule of DASHBOARD_RULES) bus.addRule(rule);
  return bus;
}
