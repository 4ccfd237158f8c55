import type { UserClaims, UserProfile } from '../bus/types.js';

/** Customer id of the demo company: its users get mocked demo dates (docs/rules/shell.md#demo-dates). */
export const DEMO_CUSTOMER_ID = 'DEMO_COMPANY';

/** The claims of a Tripsight ID token, access token or userinfo answer, as they arrive. */
export type RawClaims = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A list claim: a JSON array of strings, or (from identity providers that flatten arrays) a JSON
 * array in a string or a comma/space separated string.
 */
export function listClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || value.trim() === '') return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return listClaim(JSON.parse(trimmed));
    } catch {
      return [];
    }
  }
  return trimmed
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `allow_export_reports`: allowed unless the claim says false (also "false" as a string). */
export function allowExportClaim(value: unknown): boolean {
  if (value === false) return false;
  if (typeof value === 'string' && value.trim().toLowerCase() === 'false') return false;
  return true;
}

/** What the product reads from a user's claims (docs/rules/shell.md#sign-in-and-entitlements). */
export function claimsFromProfile(profile: RawClaims): UserClaims {
  const customerId = text(profile.customer_id);
  return {
    customerId,
    entitledTabs: listClaim(profile.entitled_tabs),
    allowExportReports: allowExportClaim(profile.allow_export_reports),
    defaultClients: listClaim(profile.default_clients),
    isDemo: customerId === DEMO_CUSTOMER_ID,
    tmc: text(profile.tmc),
    email: text(profile.email),
  };
}

/** The user as shown in the shell: name (falling back to email, then subject), email, picture. */
export function userFromProfile(profile: RawClaims): UserProfile {
  const email = text(profile.email);
  return {
    name: text(profile.name) ?? email ?? text(profile.sub) ?? '',
    email,
    picture: text(profile.picture),
  };
}

/**
 * The payload of a JWT, decoded but NOT verified: fine for showing what a token says, never for
 * trusting it (the service verifies every token).
 *
 * @throws Error when `token` is not a JWT with a JSON object payload.
 */
export function decodeJwtPayload(token: string): RawClaims {
  const part = token.split('.')[1];
  if (!part || token.split('.').length !== 3) throw new Error('invalid token: expected a JWT');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  let payload: unknown;
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error('invalid token: the payload is not JSON');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Error('invalid token: the payload is not an object');
  }
  return payload as RawClaims;
}

/** Claims of an access token a host already holds (see `accessTokenProvider`). */
export function claimsFromToken(token: string): UserClaims {
  return claimsFromProfile(decodeJwtPayload(token));
}
