import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../security/principal.js';
import { HttpError } from '../errors.js';

/** Verified tokens remembered (a dashboard sends each token dozens of times a minute). */
const VERIFIED_TOKENS = 10_000;
/** How long a verified token is trusted without checking its signature again. */
const VERIFIED_TTL_MS = 60_000;

/** Codes of the 401 answers; the client maps them to the spec's messages. */
export type TokenErrorCode =
  'MISSING_TOKEN' | 'TOKEN_EXPIRED' | 'INVALID_TOKEN' | 'INVALID_AUDIENCE' | 'INVALID_ISSUER';

function unauthorized(code: TokenErrorCode, message: string, cause?: unknown): HttpError {
  const description = message.replace(/"/g, "'");
  return new HttpError(401, code, message, {
    cause,
    headers: {
      'WWW-Authenticate':
        code === 'MISSING_TOKEN'
          ? 'Bearer'
          : `Bearer error="invalid_token", error_description="${description}"`,
    },
  });
}

/**
 * The bearer token of an `Authorization` header; throws MISSING_TOKEN when there is none. With
 * `bare`, the token alone (`Authorization: <token>`, Cube's clients' convention) is taken too.
 */
export function bearerToken(header: string | undefined, bare = false): string {
  const match = header?.match(bare ? /^(?:Bearer\s+)?(\S+)\s*$/i : /^Bearer\s+(\S+)\s*$/i);
  // `Bearer` with nothing after it (the space is trimmed on the way) names no token either.
  if (!match?.[1] || /^Bearer$/i.test(match[1])) {
    throw unauthorized('MISSING_TOKEN', 'Sign in first: the request has no Bearer access token');
  }
  return match[1];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads Tripsight's claims from a verified token payload. */
export function principalFrom(payload: JWTPayload): Principal {
  return {
    subject: payload.sub ?? '',
    tmc: stringOrNull(payload.tmc),
    customerId: stringOrNull(payload.customer_id),
    entitledTabs: strings(payload.entitled_tabs),
    // Exporting is allowed unless the token says otherwise (spec §6).
    allowExportReports: payload.allow_export_reports !== false,
    defaultClients: strings(payload.default_clients),
    email: stringOrNull(payload.email),
    name: stringOrNull(payload.name),
  };
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Keys to trust: a local JWK Set (embedded provider), or fetched from the issuer's discovery. */
  keys: { jwks: JWK[] } | { discover: true };
}

/** Checks signature, issuer, audience and expiry of access tokens and returns their principal. */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const { issuer, audience } = options;
  let getKey: Promise<JWTVerifyGetKey> | undefined;

  async function discoverKeys(): Promise<JWTVerifyGetKey> {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const discovery = (await response.json()) as { jwks_uri?: unknown };
    if (typeof discovery.jwks_uri !== 'string') throw new Error(`${url} has no jwks_uri`);
    return createRemoteJWKSet(new URL(discovery.jwks_uri));
  }

  function keys(): Promise<JWTVerifyGetKey> {
    if (!getKey) {
      getKey =
        'jwks' in options.keys
          ? Promise.resolve(createLocalJWKSet({ keys: options.keys.jwks }))
          : discoverKeys();
      // A failed discovery is retried by the next request rather than cached.
      getKey.catch(() => (getKey = undefined));
    }
    return getKey;
  }

  // A signature, once verified, stays valid: remember the principal until the token expires (at
  // most a minute, so a rotated issuer key is noticed), and verify only new tokens.
  const verified = new LRUCache<string, { principal: Principal; expiresAt: number }>({
    max: VERIFIED_TOKENS,
    ttl: VERIFIED_TTL_MS,
  });

  return async function verify(token: string): Promise<Principal> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.principal;
    const { principal, expiresAt } = await verifySignature(token);
    verified.set(token, { principal, expiresAt });
    return principal;
  };

  async function verifySignature(token: string): Promise<{ principal: Principal; expiresAt: number }> {
    let key: JWTVerifyGetKey;
    try {
      key = await keys();
    } catch (cause) {
      throw new HttpError(503, 'ISSUER_UNAVAILABLE', `Cannot load the signing keys of ${issuer}`, {
        cause,
      });
    }
    try {
      const { payload } = await jwtVerify(token, key, { issuer, audience });
      return { principal: principalFrom(payload), expiresAt: (payload.exp ?? 0) * 1000 };
    } catch (error) {
      throw tokenError(error, issuer, audience);
    }
  }
}

function tokenError(error: unknown, issuer: string, audience: string): HttpError {
  if (error instanceof errors.JWTExpired) {
    return unauthorized('TOKEN_EXPIRED', 'The access token has expired; sign in again', error);
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') {
      return unauthorized('INVALID_ISSUER', `The access token was not issued by ${issuer}`, error);
    }
    if (error.claim === 'aud') {
      return unauthorized('INVALID_AUDIENCE', `The access token is not meant for ${audience}`, error);
    }
  }
  if (error instanceof errors.JOSEError) {
    return unauthorized('INVALID_TOKEN', `The access token is not valid (${error.code})`, error);
  }
  return unauthorized('INVALID_TOKEN', 'The access token is not valid', error);
}
