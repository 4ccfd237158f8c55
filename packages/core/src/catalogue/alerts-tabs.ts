import { ALERTS_TAB } from '../ops/alerts-tab.js';
import { defineTab, element } from './define-tab.js';
import type { TabDefinition } from './types.js';

/**
 * Alerts and digests: the travel manager's rules on a figure of a view and the client digests sent on
 * a schedule (docs/rules/operations.md#alerts-and-digests). The tab name is the one the service's
 * alert and digest endpoints require. The filter bar stays, so a new rule can take its filters; a
 * rule's dates come from its schedule, so there is no date picker, and nothing to export.
 */
export const ALERTS_TABS: readonly TabDefinition[] = [
  defineTab(ALERTS_TAB, 'Alerts and digests', 'Alerts', element('tripsight-alerts'), {
    disableDatePicker: true,
    hideExportButton: true,
  }),
];
