import { requestJson } from '../api/request.js';
import type { Bus } from '../bus/bus.js';
import { shapeErrorReport, type ErrorDetail, type ErrorReport } from './error-report.js';
import { isSessionSampled, type ErrorEnvironment, type RandomSource } from './error-sampling.js';

/** Where reports go: an error-reporting service's client, or `errorReportEndpoint(…)`. */
export type ErrorReportSender = (report: ErrorReport) => void | Promise<void>;

/** How a session reports its errors. */
export interface ErrorReporterOptions {
  environment: ErrorEnvironment;
  send: ErrorReportSender;
  /** The session's sampling draw and id come from it (default `Math.random`; tests pass `seededRandom`). */
  random?: RandomSource;
  /** At most this many reports a session (default 25); a failure loop cannot flood the service. */
  maxReports?: number;
  /** The user's opaque id for the report, if the host has one (never an e-mail or a name). */
  userId?: () => string | null;
  /** The page the failure happened on. */
  page?: () => string | null;
  now?: () => Date;
}

/** The error reporter of one session. */
export interface ErrorReporter {
  readonly environment: ErrorEnvironment;
  /** Whether this session was drawn for reporting (20 % in production, every session in staging). */
  readonly sampled: boolean;
  readonly sessionId: string;
  /**
   * Reports a failure: shaped, and sent when the session is sampled, it was not sent before (same
   * source, status, code and message) and the session's budget is not spent. Answers what was sent, or null.
   */
  report(detail: ErrorDetail): ErrorReport | null;
}

/** Default budget of reports per session. */
const MAX_REPORTS_PER_SESSION = 25;

function sessionIdFrom(random: RandomSource): string {
  let id = '';
  for (let i = 0; i < 4; i += 1)
    id += Math.floor(random() * 0x1_0000)
      .toString(16)
      .padStart(4, '0');
  return id;
}

/**
 * A session's error reporter. The sampling decision is drawn once, when it is made; a sender that
 * throws or rejects is ignored (reporting never breaks the page and never reports itself).
 *
 * @example
 * const reporter = createErrorReporter({ environment: 'staging', send: (r) => console.log(r) });
 * reporter.report({ message: 'Internal server error.', source: '/api/views/air/rebookingSuccess', status: 500 });
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const random = options.random ?? Math.random;
  const sampled = isSessionSampled(options.environment, random);
  const sessionId = sessionIdFrom(random);
  const max = options.maxReports ?? MAX_REPORTS_PER_SESSION;
  const seen = new Set<string>();
  return {
    environment: options.environment,
    sampled,
    sessionId,
    report(detail) {
      if (!sampled || seen.size >= max) return null;
      const report = shapeErrorReport(detail, {
        environment: options.environment,
        sessionId,
        page: options.page?.() ?? null,
        userId: options.userId?.() ?? null,
        now: options.now?.() ?? new Date(),
      });
      const key = [report.source, report.status, report.code, report.message].join('\u0000');
      if (seen.has(key)) return null;
      seen.add(key);
      try {
        void Promise.resolve(options.send(report)).catch(() => undefined);
      } catch {
        // A sender that throws is ignored, like one that rejects.
      }
      return report;
    },
  };
}

/** A dashboard's reporting settings: everything of `ErrorReporterOptions`, each optional. */
export type ErrorReportingSettings = Partial<ErrorReporterOptions>;

const settingsOf = new WeakMap<Bus, ErrorReportingSettings>();
const reporters = new WeakMap<Bus, ErrorReporter>();

/**
 * Sets how a dashboard reports its errors (merged into what was set before): the environment (also
 * the `environment` attribute of `<tripsight-context>`) and the sender. A new session reporter is
 * made on the next error, so its sampling follows the settings. Without a sender nothing is sent.
 *
 * @example configureErrorReporting(bus, { environment: 'production', send: errorReportEndpoint(bus, '/api/errorReports') });
 */
export function configureErrorReporting(bus: Bus, settings: ErrorReportingSettings): void {
  settingsOf.set(bus, { ...settingsOf.get(bus), ...settings });
  reporters.delete(bus);
}

/** The session reporter of a dashboard (made on first use), or null while it has no sender. */
function errorReporterOf(bus: Bus): ErrorReporter | null {
  const existing = reporters.get(bus);
  if (existing) return existing;
  const settings = settingsOf.get(bus);
  if (!settings?.send) return null;
  const reporter = createErrorReporter({
    page: () => bus.getState().activeTab,
    ...settings,
    environment: settings.environment ?? 'production',
    send: settings.send,
  });
  reporters.set(bus, reporter);
  return reporter;
}

/**
 * The one hook every `tripsight-error` of a dashboard goes through on its way to the error
 * reporter (the `<tripsight-context>` provider calls it for its elements' events and its bus's).
 * Answers the report sent, or null (no sender, session not sampled, already sent, budget spent).
 */
export function reportError(bus: Bus, detail: ErrorDetail): ErrorReport | null {
  return errorReporterOf(bus)?.report(detail) ?? null;
}

/**
 * A sender that POSTs each report as JSON to `url` on the dashboard's service, with the signed-in
 * user's token (the service records the token's subject as the user's id). Reports of a signed-out
 * page are not sent.
 *
 * @example configureErrorReporting(bus, { send: errorReportEndpoint(bus, '/api/errorReports') });
 */
export function errorReportEndpoint(bus: Bus, url: string): ErrorReportSender {
  const absolute = /^https?:\/\//i.test(url);
  return async (report) => {
    const token = await bus.getAccessToken();
    if (!token) return;
    await requestJson(
      { baseUrl: absolute ? '' : bus.getState().apiBase, getToken: () => token },
      { method: 'POST', path: url, body: report },
    );
  };
}
