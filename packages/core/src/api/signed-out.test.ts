import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { hasAccessToken, SIGNED_OUT_TEXT } from './signed-out.js';

describe('hasAccessToken', () => {
  it('is false without a provider, with one that resolves nothing, and with one that fails', async () => {
    const bus = new Bus();
    expect(await hasAccessToken(bus)).toBe(false);
    bus.accessTokenProvider = async () => null;
    expect(await hasAccessToken(bus)).toBe(false);
    bus.accessTokenProvider = async () => '';
    expect(await hasAccessToken(bus)).toBe(false);
    bus.accessTokenProvider = async () => {
      throw new Error('no session');
    };
    expect(await hasAccessToken(bus)).toBe(false);
  });

  it('is true once the provider gives a token', async () => {
    const bus = new Bus();
    bus.accessTokenProvider = async () => 'token';
    expect(await hasAccessToken(bus)).toBe(true);
  });

  it('says the neutral signed-out text', () => {
    expect(SIGNED_OUT_TEXT).toBe('Sign in to see this data.');
  });
});
