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
  /** What evaluated it: 'Run now', the schedule, or 'Send test now' (`test`). */
  trigger: 'run' | 'schedule' | 'test';
  evaluatedAt: string;
}

/** What every send of a history holds, whatever it went to (docs/rules/operations.md#alerts-and-digests). */
export interface SendRecord {
  id: number;
  period: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  messageId: string | null;
  error: string | null;
  /** A message sent by 'Send test now', marked as a test. */
  test: boolean;
  createdAt: string;
  sentAt: string | null;
}

/** One message of a rule (mail or webhook), as its history lists it. */
export interface AlertSend extends SendRecord {
  channel: 'mail' | 'webhook';
}

/** `GET /api/alerts/{id}/history`. */
export interface AlertHistory {
  evaluations: AlertEvaluation[];
  sends: AlertSend[];
}

/** One mail of a digest to one client, as its history lists it (newest first). */
export interface DigestSend extends SendRecord {
  /** The corporate client the mail was about. */
  client: string;
}

/** `GET /api/digests/{id}/history`. */
export interface DigestHistory {
  sends: DigestSend[];
}

/** The answer of `POST /api/alerts/{id}/run`: on a paused rule nothing is sent. */
export type AlertRunAnswer = AlertRunResult & { paused: boolean };

/**
 * The answer of `POST /api/alerts/{id}/test`: the latest complete period evaluated, and a message
 * marked as a test sent whatever the figure, paused or not.
 */
export type AlertTestResult = Omit<AlertRunResult, 'sent'> & { sent: true; test: true };

/** The answer of `POST /api/digests/{id}/test`: how many client mails, marked as tests, went out. */
export interface DigestTestResult {
  sent: number;
  test: true;
}

/** A rule's changes (`PATCH /api/alerts/{id}`): any field, and `paused`. */
export type AlertRuleChanges = Partial<AlertRuleInput> & { paused?: boolean };

/** A digest's changes (`PATCH /api/digests/{id}`). */
export type DigestChanges = Partial<DigestInput> & { paused?: boolean };

/**
 * Client of the alert and digest endpoints (docs/rules/operations.md#alerts-and-digests): bearer
 * token, JSON, failures as `ApiError` (a 400 carries the `field` it names and every `problems`).
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

  /**
   * Evaluates the rule's latest complete period now and sends its message if it fires (once per
   * period); a paused rule sends nothing.
   */
  runRule(id: number): Promise<AlertRunAnswer> {
    return this.call('POST', `/api/alerts/${id}/run`);
  }

  /**
   * 'Send test now': evaluates the latest complete period and always sends a message marked as a
   * test, paused or not (a 429 when pressed too often).
   */
  testRule(id: number): Promise<AlertTestResult> {
    return this.call('POST', `/api/alerts/${id}/test`);
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

  /** 'Send test now': the latest complete period to every client, marked as a test (a 429 when pressed too often). */
  testDigest(id: number): Promise<DigestTestResult> {
    return this.call('POST', `/api/digests/${id}/test`);
  }

  /** The digest's mails to its clients, newest first. */
  digestHistory(id: number, signal?: AbortSignal): Promise<DigestHistory> {
    return this.call('GET', `/api/digests/${id}/history`, undefined, signal);
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
