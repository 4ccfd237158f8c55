import { sql as initial } from './001_initial.js';
import { sql as agentInsights } from './002_agent_insights.js';
import { sql as supportMessages } from './003_support_messages.js';
import { sql as emissionTargets } from './004_emission_targets.js';
import { sql as alerts } from './005_alerts.js';
import { sql as webhookAttempts } from './006_webhook_attempts.js';
import { sql as alertSeen } from './007_alert_seen.js';
import { sql as alertTests } from './008_alert_tests.js';

/** One schema change, applied once, in order of `version`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration of the operational store, oldest first. Never edit one that has shipped; add the next. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'agent_insights', sql: agentInsights },
  { version: 3, name: 'support_messages', sql: supportMessages },
  { version: 4, name: 'emission_targets', sql: emissionTargets },
  { version: 5, name: 'alerts', sql: alerts },
  { version: 6, name: 'webhook_attempts', sql: webhookAttempts },
  { version: 7, name: 'alert_seen', sql: alertSeen },
  { version: 8, name: 'alert_tests', sql: alertTests },
];
