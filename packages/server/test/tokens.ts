import { randomBytes } from 'node:crypto';
import { signInAsDemoUser, type CookieJar, type SignInResult } from '@tripsight/testing/sign-in';
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { DEMO_USERS, type DemoUserKey } from '../src/auth/demo-users.js';
import { PORTAL_CLIENT_ID } from '../src/auth/dev-provider.js';
import { readSigningKey } from '../src/auth/signing-key.js';
import type { TestServer } from './server.js';

export type { DemoUserKey };

export { browse, CookieJar, type SignInResult } from '@tripsight/testing/sign-in';

/** Signs `user` in at the test server through the real authorization-code + PKCE flow. */
export function signIn(
  server: TestServer,
  user: DemoUserKey,
  options: { scope?: string; redirectUri?: string; jar?: CookieJar } = {},
): Promise<SignInResult> {
  return signInAsDemoUser(server.url, user, { ...options, clientId: PORTAL_CLIENT_ID });
}

const cache = new WeakMap<TestServer, Map<DemoUserKey, Promise<string>>>();

/** An access token for a demo user from the real sign-in flow; cached per server and user. */
export function tokenFor(server: TestServer, user: DemoUserKey): Promise<string> {
  let perServer = cache.get(server);
  if (!perServer) cache.set(server, (perServer = new Map()));
  let token = perServer.get(user);
  if (!token) {
    token = signIn(server, user).then((result) => result.access_token);
    // A failed sign-in is not remembered, so the next test tries again.
    token.catch(() => perServer.delete(user));
    perServer.set(user, token);
  }
  return token;
}

/** The claims a real access token for `user` carries, before iss/aud/exp. */
function claimsFor(user: DemoUserKey): JWTPayload {
  return { ...DEMO_USERS[user].claims, client_id: PORTAL_CLIENT_ID, scope: 'analytics' };
}

interface ForgeOptions {
  user?: DemoUserKey;
  issuer?: string;
  audience?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  /** Claims to drop from the user's claims. */
  without?: string[];
  /** Sign with a key the service has never seen (same kid as the real one). */
  stranger?: boolean;
  /** Claims to set over the user's claims. */
  claims?: JWTPayload;
}

async function forge(server: TestServer, options: ForgeOptions): Promise<string> {
  const real = readSigningKey(server.config.dataDir);
  const key = options.stranger ? (await generateKeyPair('RS256')).privateKey : await importJWK(real, 'RS256');
  const claims = { ...claimsFor(options.user ?? 'manager'), ...options.claims };
  for (const name of options.without ?? []) delete claims[name];
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: real.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer ?? `${server.config.publicUrl}/oidc`)
    .setAudience(options.audience ?? server.config.oidcAudience)
    .setIssuedAt(now - 7200)
    .setExpirationTime(options.exp ?? now + 3600)
    .setJti(randomBytes(8).toString('base64url'))
    .sign(key);
}

/** A correctly signed token of `user` (default the manager) with `claims` set over theirs. */
export function tokenWithClaims(
  server: TestServer,
  claims: JWTPayload,
  user: DemoUserKey = 'manager',
): Promise<string> {
  return forge(server, { user, claims });
}

/** A correctly signed token for `user` that expired a minute ago. */
export function expiredTokenFor(server: TestServer, user: DemoUserKey = 'manager'): Promise<string> {
  return forge(server, { user, exp: Math.floor(Date.now() / 1000) - 60 });
}

/** A correctly signed, unexpired token meant for another audience. */
export function tokenWithAudience(
  server: TestServer,
  audience: string,
  user: DemoUserKey = 'manager',
): Promise<string> {
  return forge(server, { user, audience });
}

/** A correctly signed, unexpired token naming another issuer. */
export function tokenWithIssuer(
  server: TestServer,
  issuer: string,
  user: DemoUserKey = 'manager',
): Promise<string> {
  return forge(server, { user, issuer });
}

/** A token with the right issuer, audience and key id, signed by a key the service does not trust. */
export function tokenSignedByStranger(server: TestServer, user: DemoUserKey = 'manager'): Promise<string> {
  return forge(server, { user, stranger: true });
}

/** A valid token of `user` without the `tmc` claim. */
export function tokenWithoutTmc(server: TestServer, user: DemoUserKey = 'manager'): Promise<string> {
  return forge(server, { user, without: ['tmc'] });
}

/** `{ authorization: 'Bearer …' }` for fetch. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A valid token of `user` (the travel manager by default) entitled to exactly `tabs`, with its own subject `sub`. */
export function tokenWithTabs(
  server: TestServer,
  tabs: string[],
  sub = `tabs-${tabs.join('-') || 'none'}`,
  user: DemoUserKey = 'manager',
): Promise<string> {
  return forge(server, { user, claims: { sub, entitled_tabs: tabs } });
}
