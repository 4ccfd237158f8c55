import type { Bus } from '../bus/bus.js';

/**
 * What an analytics element shows while its dashboard has no token (before sign-in, or with a token
 * provider that resolves nothing): a neutral note, not an error, and no data call.
 */
export const SIGNED_OUT_TEXT = 'Sign in to see this data.';

/** How often (ms) an element without a token asks the token provider again, so it loads once one arrives. */
export const TOKEN_RECHECK_MS = 1000;

/**
 * True when the bus's token provider gives a token now. No provider, an empty answer or a provider
 * that fails all mean signed out: the element waits instead of calling the service without a token.
 *
 * @example if (!(await hasAccessToken(bus))) return; // nothing to ask yet
 */
export async function hasAccessToken(bus: Bus): Promise<boolean> {
  try {
    return Boolean(await bus.getAccessToken());
  } catch {
    return false;
  }
}
