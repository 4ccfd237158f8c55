import type { PowerBiConfig } from '../config.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUIRED = [
  'POWERBI_TENANT_ID',
  'POWERBI_CLIENT_ID',
  'POWERBI_CLIENT_SECRET',
  'POWERBI_WORKSPACE_ID',
  'POWERBI_REPORTS',
] as const;
const OPTIONAL = ['POWERBI_AUTHORITY_URL', 'POWERBI_API_URL'] as const;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function guid(name: string, value: string): string {
  if (!GUID.test(value)) throw new Error(`${name} must be a GUID, got "${value}"`);
  return value.toLowerCase();
}

/** An origin for the service to call: https, or http on this machine only (a test's stand-in). */
function serviceUrl(name: string, value: string | undefined, fallback: string): string {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  const url = URL.parse(text);
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!url || !secure || url.search || url.hash || url.username) {
    throw new Error(`${name} must be an https URL (http only on localhost), got "${text}"`);
  }
  return text.replace(/\/+$/, '');
}

/** POWERBI_REPORTS: `{ "SavingsPerformance": "<report GUID>", … }`, at least one entry. */
function reportsFrom(value: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('POWERBI_REPORTS must be a JSON object of report names to Power BI report ids');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('POWERBI_REPORTS must be a JSON object of report names to Power BI report ids');
  }
  const entries = Object.entries(parsed);
  if (entries.length === 0) throw new Error('POWERBI_REPORTS must map at least one report');
  const reports: Record<string, string> = {};
  for (const [name, id] of entries) {
    if (!/^[A-Za-z0-9]{1,100}$/.test(name)) {
      throw new Error(`POWERBI_REPORTS: "${name}" is not a report name of the catalogue`);
    }
    reports[name] = guid(`POWERBI_REPORTS.${name}`, typeof id === 'string' ? id : JSON.stringify(id));
  }
  return reports;
}

/**
 * The Power BI workspace settings (POWERBI_*): none when all are unset; otherwise every required one
 * must be present and well formed, or the start stops with a sentence naming the setting.
 */
export function powerBiFrom(env: NodeJS.ProcessEnv): PowerBiConfig | null {
  const value = (name: string) => (env[name] ?? '').trim();
  const given = [...REQUIRED, ...OPTIONAL].filter((name) => value(name) !== '');
  if (given.length === 0) return null;
  const missing = REQUIRED.filter((name) => value(name) === '');
  if (missing.length > 0) {
    throw new Error(`A Power BI report host needs ${missing.join(', ')} (given: ${given.join(', ')})`);
  }
  const tenantId = value('POWERBI_TENANT_ID');
  if (!/^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$/.test(tenantId)) {
    throw new Error(`POWERBI_TENANT_ID must be a tenant GUID or domain, got "${tenantId}"`);
  }
  return {
    tenantId,
    clientId: guid('POWERBI_CLIENT_ID', value('POWERBI_CLIENT_ID')),
    clientSecret: value('POWERBI_CLIENT_SECRET'),
    workspaceId: guid('POWERBI_WORKSPACE_ID', value('POWERBI_WORKSPACE_ID')),
    reports: reportsFrom(value('POWERBI_REPORTS')),
    authorityUrl: serviceUrl(
      'POWERBI_AUTHORITY_URL',
      env.POWERBI_AUTHORITY_URL,
      'https://login.microsoftonline.com',
    ),
    apiUrl: serviceUrl('POWERBI_API_URL', env.POWERBI_API_URL, 'https://api.powerbi.com'),
  };
}
