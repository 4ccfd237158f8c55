import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** File in the data directory holding the development provider's private signing key (a JWK Set). */
export const SIGNING_KEY_FILE = 'oidc-signing-key.json';

/** A private RSA signing key as a JWK with `kid`, `alg` RS256 and `use` sig. */
export type SigningJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig'; d: string };

function isSigningJwk(value: unknown): value is SigningJwk {
  if (!value || typeof value !== 'object') return false;
  const jwk = value as Record<string, unknown>;
  return jwk.kty === 'RSA' && typeof jwk.kid === 'string' && typeof jwk.d === 'string';
}

/**
 * Reads the signing key of `dataDir`, generating and saving it on first use. Keeping the key means
 * tokens issued before a restart still verify after it.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningJwk> {
  const path = join(dataDir, SIGNING_KEY_FILE);
  if (existsSync(path)) return readSigningKey(dataDir);
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  } as SigningJwk;
  // Write then rename, so a crash never leaves half a key behind.
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ keys: [jwk] }, null, 2), { mode: 0o600 });
  renameSync(temp, path);
  return jwk;
}

/** Reads the persisted signing key; throws a sentence naming the file when it is unusable. */
export function readSigningKey(dataDir: string): SigningJwk {
  const path = join(dataDir, SIGNING_KEY_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (cause) {
    throw new Error(`cannot read the OpenID signing key ${path}: delete it to generate a new one`, {
      cause,
    });
  }
  const key = (parsed as { keys?: unknown[] } | null)?.keys?.[0];
  if (!isSigningJwk(key)) {
    throw new Error(`invalid OpenID signing key in ${path}: expected {"keys":[an RSA private JWK]}`);
  }
  return key;
}

/** The public half of a signing key, as published in the provider's JWKS. */
export function publicJwk(key: SigningJwk): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
