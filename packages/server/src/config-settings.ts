import type { SupportConfig } from './config.js';

/*
 * How each setting of the service's environment is read: a bad value stops the start with a
 * sentence naming the setting, a blank one takes the default.
 */

/** An integer setting at least `min`; blank means the fallback. Bad values stop the start with a sentence. */
export function intFrom(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    const kind = min > 0 ? 'a positive' : 'a non-negative';
    throw new Error(`${name} must be ${kind} integer, got "${value}"`);
  }
  return parsed;
}

/** TRUST_PROXY: false, true, a hop count, or proxy addresses (Fastify's `trustProxy`). */
export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  if (!/^[0-9a-fA-F.:/, ]+$/.test(text)) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count or proxy addresses, got "${text}"`);
  }
  return text;
}

/** The origin (scheme://host[:port]) of an absolute URL, or a sentence naming the setting. */
function originOf(name: string, value: string): string {
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`${name} must hold http(s) origins such as https://intranet.example, got "${value}"`);
  }
  return url.origin;
}

/** CORS_ORIGINS: exact origins, comma-separated; the service's own origin when empty. */
export function corsOriginsFrom(value: string | undefined, publicUrl: string): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  if (listed.length === 0) return [originOf('PUBLIC_URL', publicUrl)];
  return listed.map((origin) => {
    const parsed = originOf('CORS_ORIGINS', origin);
    if (parsed !== origin.replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS must hold origins without a path, got "${origin}"`);
    }
    return parsed;
  });
}

/**
 * FRAME_ANCESTORS: CSP source expressions ('self', 'none', https://intranet.example, https:), space-
 * separated. Quotes, commas and semicolons outside the keywords would change the policy, so they stop the start.
 */
export function frameAncestorsFrom(value: string | undefined): string[] {
  const sources = (value ?? '').split(/\s+/).filter((source) => source !== '');
  if (sources.length === 0) return ["'self'"];
  for (const source of sources) {
    if (source === "'self'" || source === "'none'") continue;
    if (!/^[a-z][a-z0-9+.-]*:(\/\/[^\s;,'"]+)?$|^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(source)) {
      throw new Error(
        `FRAME_ANCESTORS must hold CSP sources such as 'self' https://intranet.example, got "${source}"`,
      );
    }
  }
  if (sources.includes("'none'") && sources.length > 1) {
    throw new Error(`FRAME_ANCESTORS: 'none' cannot be combined with other sources, got "${value}"`);
  }
  return sources;
}

/** EMBED_TOKEN_SECRET: empty, or at least 32 characters. */
export function embedSecretFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32) throw new Error('EMBED_TOKEN_SECRET must be at least 32 characters long');
  return value;
}

/** A URL setting: a path on the service or an http(s) URL; `off` (or `none`) means none. */
export function urlSetting(name: string, value: string | undefined, fallback: string): string | null {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  if (/^(off|none|false)$/i.test(text)) return null;
  if (/^\/(?!\/)/.test(text)) return text;
  originOf(name, text);
  return text;
}

/** TRIPSIGHT_ENV: production, staging or development (default development). */
export function environmentFrom(value: string | undefined): SupportConfig['environment'] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'development';
  if (text === 'production' || text === 'staging' || text === 'development') return text;
  throw new Error(`TRIPSIGHT_ENV must be production, staging or development, got "${value}"`);
}
