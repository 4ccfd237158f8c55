import { busTarget } from '../api/analytics-client.js';
import { requestJson, type ServiceTarget } from '../api/request.js';
import type { Bus } from '../bus/bus.js';
import type { AlertRule, AlertRuleInput, AlertRunResult, Digest, DigestInput } from './alert-rules.js';

/** One evaluation of a rule, as its history lists it (newest first). */
export interface AlertEvaluation {
  id: number;
  /** The period's key (`2026-11`, `2026-W48`, `2026-11-27`). */
  period: string;
  startDate: string;
  endDate: string;
  value: number | null;
  threshold: number;
  fired: boolean;
  trigger: 'run' | 'schedule';
  evaluatedAt: string;
}

/** One message of a rule (mail or webhook), as its history lists it. */
export interface AlertSend {
  id: number;
  channel: 'mail' | 'webhook';
  period: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  messageId: string | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** `GET /api/alerts/{id}/history`. */
export interface AlertHistory {
  evaluations: AlertEvaluation[];
  sends: AlertSend[];
}

/** A rule's changes (`PATCH /api/alerts/{id}`): any field, and `paused`. */
export type AlertRuleChanges = Partial<AlertRuleInput> & { paused?: boolean };

/** A digest's changes (`PATCH /api/digests/{id}`). */
export type DigestChanges = Partial<DigestInput> & { paused?: boolean };

/**
 * Client of the alert and digest endpoints (docs/rules/operations.md#alerts-and-digests): bearer
 * token, JSON, failures as `ApiError` (a 400 carries the `field` it names).
 *
 * @example
 * const alerts = AlertsClient.forBus(bus);
 * const { alerts: rules } = await alerts.listRules();
 */
export class AlertsClient {
  constructor(private readonly target: ServiceTarget) {}

  /** A client that reads the base URL and the token from a bus. */
  static forBus(bus: Bus): AlertsClient {
    return new AlertsClient(busTarget(bus));
  }

  listRules(signal?: AbortSignal): Promise<{ alerts: AlertRule[] }> {
    return this.call('GET', '/api/alerts', undefined, signal);
  }

  createRule(input: AlertRuleInput): Promise<AlertRule & { webhookSecret: string }> {
    return this.call('POST', '/api/alerts', input);
  }

  updateRule(id: number, changes: AlertRuleChanges): Promise<AlertRule> {
    return this.call('PATCH', `/api/alerts/${id}`, changes);
  }

  deleteRule(id: number): Promise<void> {
    return this.call('DELETE', `/api/alerts/${id}`);
  }

  /** Evaluates the rule's latest complete period now and sends its message if it fires (once per period). */
  runRule(id: number): Promise<AlertRunResult> {
    return this.call('POST', `/api/alerts/${id}/run`);
  }

  ruleHistory(id: number, signal?: AbortSignal): Promise<AlertHistory> {
    return this.call('GET', `/api/alerts/${id}/history`, undefined, signal);
  }

  listDigests(signal?: AbortSignal): Promise<{ digests: Digest[] }> {
    return this.call('GET', '/api/digests', undefined, signal);
  }

  createDigest(input: DigestInput): Promise<Digest> {
    return this.call('POST', '/api/digests', input);
  }

  updateDigest(id: number, changes: DigestChanges): Promise<Digest> {
    return this.call('PATCH', `/api/digests/${id}`, changes);
  }

  deleteDigest(id: number): Promise<void> {
    return this.call('DELETE', `/api/digests/${id}`);
  }

  /** Sends the digest's latest complete period now. */
  sendDigest(id: number): Promise<{ sent: boolean }> {
    return this.call('POST', `/api/digests/${id}/send`);
  }

  /** How many alerts fired since the user last looked (`GET /api/alerts/unseen`). */
  unseenCount(signal?: AbortSignal): Promise<{ count: number }> {
    return this.call('GET', '/api/alerts/unseen', undefined, signal);
  }

  /** Marks every alert fired until now as seen by the user (`POST /api/alerts/seen`). */
  markSeen(): Promise<{ count: number }> {
    return this.call('POST', '/api/alerts/seen');
  }

  private call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> {
    return requestJson<T>(this.target, { method, path, body, signal, requireToken: true });
  }
}
