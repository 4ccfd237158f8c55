import type { PowerBiConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { knownReport } from './report-tabs.js';

/** The scope of the app token the Power BI REST API accepts. */
const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** An app token is fetched again this long before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** How long one call to the identity platform or the REST API may take. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/** What `GET /api/getEmbedToken` answers (docs/rules/shell.md#embedded-reports, with `expiration`). */
interface EmbedAnswer {
  accessToken: string;
  embedUrl: { reportId: string; embedUrl: string }[];
  expiration: string;
}

/** A Power BI workspace as report host for the reports its configuration maps. */
export interface PowerBiHost {
  /** Whether the workspace serves `reportId` (a catalogue report name). */
  serves(reportId: string): boolean;
  /** A view embed token of the mapped report for `subject`, row-level security by `tmc`; 502 on failure. */
  embed(reportId: string, caller: { subject: string; tmc: string }): Promise<EmbedAnswer>;
}

/** A 502 that names the step; upstream bodies and credentials stay out of it. */
const failed = (step: string, detail: string) =>
  new HttpError(502, 'REPORT_HOST_FAILED', `The Power BI service failed to ${step} (${detail})`);

/** The JSON answer of one upstream call, or a 502 naming the step and the status. */
async function call(step: string, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch {
    throw failed(step, 'not reachable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw failed(step, `HTTP ${response.status}`);
  }
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) return body as Record<string, unknown>;
  } catch {
    // Reported below as an unexpected answer.
  }
  throw failed(step, 'unexpected answer');
}

/** The string field `name` of an upstream answer, or a 502. */
function text(step: string, body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw failed(step, `no ${name} in the answer`);
  return value;
}

/**
 * The Power BI report host: an app token by the client-credentials grant (cached until shortly
 * before it expires), the report's embed URL and dataset from Get Report In Group, and a view embed
 * token from Generate Token In Group with an effective identity (the user as username, the TMC as
 * role). Reports it does not map are not its business. Unknown report names stop the start.
 */
export function powerBiHost(config: PowerBiConfig): PowerBiHost {
  for (const name of Object.keys(config.reports)) knownReport(name, 'POWERBI_REPORTS');
  const tokenUrl = `${config.authorityUrl}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`;
  const reportsUrl = `${config.apiUrl}/v1.0/myorg/groups/${config.workspaceId}/reports`;
  let appToken: { value: Promise<string>; expiresAt: number } | null = null;

  async function fetchAppToken(): Promise<{ token: string; lifetimeMs: number }> {
    const body = await call('sign in', tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        scope: POWER_BI_SCOPE,
      }).toString(),
    });
    const token = text('sign in', body, 'access_token');
    const lifetime = Number(body.expires_in);
    if (!Number.isFinite(lifetime) || lifetime <= 0) throw failed('sign in', 'no expires_in in the answer');
    return { token, lifetimeMs: lifetime * 1000 };
  }

  /** The cached app token, or a new one when it is missing or about to expire (one fetch at a time). */
  function currentAppToken(): Promise<string> {
    if (appToken && appToken.expiresAt - RENEW_BEFORE_MS > Date.now()) return appToken.value;
    const entry = { value: Promise.resolve(''), expiresAt: Number.POSITIVE_INFINITY };
    entry.value = fetchAppToken().then(({ token, lifetimeMs }) => {
      entry.expiresAt = Date.now() + lifetimeMs;
      return token;
    });
    entry.value.catch(() => {
      if (appToken === entry) appToken = null;
    });
    appToken = entry;
    return entry.value;
  }

  return {
    serves: (reportId) => Object.hasOwn(config.reports, reportId),
    async embed(reportId, { subject, tmc }) {
      const powerBiId = config.reports[reportId] as string;
      const token = await currentAppToken();
      const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
      const report = await call('read the report', `${reportsUrl}/${powerBiId}`, { headers });
      const embedUrl = text('read the report', report, 'embedUrl');
      const datasetId = text('read the report', report, 'datasetId');
      const embed = await call('generate an embed token', `${reportsUrl}/${powerBiId}/GenerateToken`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          accessLevel: 'View',
          identities: [{ username: subject, roles: [tmc], datasets: [datasetId] }],
        }),
      });
      const accessToken = text('generate an embed token', embed, 'token');
      const expires = Date.parse(text('generate an embed token', embed, 'expiration'));
      if (Number.isNaN(expires)) throw failed('generate an embed token', 'expiration is not a date');
      return {
        accessToken,
        embedUrl: [{ reportId, embedUrl }],
        expiration: new Date(expires).toISOString(),
      };
    },
  };
}
