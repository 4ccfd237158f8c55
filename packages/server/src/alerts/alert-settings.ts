import { intFrom } from '../config-settings.js';

/** How the alert scheduler and the webhook channel run. */
export interface AlertSettings {
  /** How often each replica looks for due rules and pending sends, in ms (ALERTS_POLL_MS; 0: never). */
  pollMs: number;
  /** How long a replica holds a job or a send it took before another may take it over (ALERTS_LEASE_SECONDS). */
  leaseSeconds: number;
  /** Jobs a replica takes per look (ALERTS_BATCH). */
  batch: number;
  /** Jobs a replica runs at once (ALERTS_PARALLEL). */
  parallel: number;
  /** The wait before a webhook's second attempt, doubled after each failure (ALERTS_WEBHOOK_BACKOFF_MS). */
  webhookBackoffMs: number;
  /** Webhook attempts before a send is marked failed (ALERTS_WEBHOOK_ATTEMPTS). */
  webhookAttempts: number;
  /** How long one webhook attempt may take before it counts as failed (ALERTS_WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number;
  /**
   * Whether webhooks may go to hosts on internal networks (ALERTS_WEBHOOK_INTERNAL=true; default
   * false: a receiver must have a public address).
   */
  webhookInternal: boolean;
}

/** The alert settings of `env`, each with its default. */
export function alertSettingsFrom(env: NodeJS.ProcessEnv): AlertSettings {
  return {
    pollMs: intFrom('ALERTS_POLL_MS', env.ALERTS_POLL_MS, 30_000),
    leaseSeconds: intFrom('ALERTS_LEASE_SECONDS', env.ALERTS_LEASE_SECONDS, 120, 1),
    batch: intFrom('ALERTS_BATCH', env.ALERTS_BATCH, 50, 1),
    parallel: intFrom('ALERTS_PARALLEL', env.ALERTS_PARALLEL, 4, 1),
    webhookBackoffMs: intFrom('ALERTS_WEBHOOK_BACKOFF_MS', env.ALERTS_WEBHOOK_BACKOFF_MS, 30_000, 1),
    webhookAttempts: intFrom('ALERTS_WEBHOOK_ATTEMPTS', env.ALERTS_WEBHOOK_ATTEMPTS, 6, 1),
    webhookTimeoutMs: intFrom('ALERTS_WEBHOOK_TIMEOUT_MS', env.ALERTS_WEBHOOK_TIMEOUT_MS, 10_000, 1),
    webhookInternal: env.ALERTS_WEBHOOK_INTERNAL === 'true',
  };
}
