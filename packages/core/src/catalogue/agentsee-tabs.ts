import { defineTab, element, report } from './define-tab.js';
import type { TabDefinition } from './types.js';

/** The operations pages carry their own filters and date presets. */
const OWN_CONTROLS = {
  hideFilters: true,
  hideCurrencySelector: true,
  disableDatePicker: true,
  hideExportButton: true,
} as const;
/** The Agentsee demos open on 730 days (docs/rules/shell.md#dates). */
const DEMO_WINDOW = { defaultStartDaysInThePast: 730 } as const;

/** Agentsee: oversight of the automated e-mail assistant. */
export const AGENTSEE_TABS: readonly TabDefinition[] = [
  defineTab('AgentAIOverview', 'Agent AI overview', 'Agentsee', report('AgentAIOverview')),
  defineTab('AgentAIOpportunities', 'Agent AI opportunities', 'Agentsee', report('AgentAIOpportunities')),
  defineTab(
    'AgentAIOverviewDemo',
    'Agent AI overview (Demo)',
    'Agentsee',
    report('AgentAIOverviewDemo'),
    DEMO_WINDOW,
  ),
  defineTab(
    'AgentAIOpportunitiesDemo',
    'Agent AI opportunities (Demo)',
    'Agentsee',
    report('AgentAIOpportunitiesDemo'),
    DEMO_WINDOW,
  ),
  // The audit log opens on the last 7 days with no future days (docs/rules/shell.md#dates).
  defineTab('AgentseeAuditLog', 'Audit log', 'Agentsee', element('tripsight-audit-log'), {
    ...OWN_CONTROLS,
    defaultStartDaysInThePast: 7,
    defaultEndDaysInTheFuture: 0,
  }),
  defineTab(
    'SBRCustomerManagement',
    'Customer management',
    'Agentsee',
    element('tripsight-customer-management'),
    OWN_CONTROLS,
  ),
];

/** The Wellness page exists but is inactive (docs/rules/shell.md#tab-catalogue). */
export const WELLNESS_TAB: TabDefinition = defineTab(
  'wellness',
  'Wellness',
  'Wellness',
  element('tripsight-wellness'),
  {
    isVisible: false,
  },
);
