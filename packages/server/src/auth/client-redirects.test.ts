import { describe, expect, it } from 'vitest';
import { isDevPostLogoutUri, isDevRedirectUri, registeredRedirects } from './client-redirects.js';

describe('development return addresses', () => {
  it('accepts /callback on any loopback port', () => {
    expect(isDevRedirectUri('http://localhost:5173/callback')).toBe(true);
    expect(isDevRedirectUri('http://127.0.0.1:4300/callback')).toBe(true);
    expect(isDevRedirectUri('http://localhost:8080/examples/plain-html/')).toBe(true);
  });

  it('refuses other hosts, https look-alikes, other paths and query strings', () => {
    expect(isDevRedirectUri('http://evil.example/callback')).toBe(false);
    expect(isDevRedirectUri('http://localhost.evil.example/callback')).toBe(false);
    expect(isDevRedirectUri('http://localhost:5173/callback/more')).toBe(false);
    expect(isDevRedirectUri('http://localhost:5173/callback?next=/x')).toBe(false);
    expect(isDevRedirectUri('not a url')).toBe(false);
  });

  it("accepts the docs' element pages on loopback only, whose live examples sign in on the page", () => {
    expect(isDevRedirectUri('http://localhost:4300/docs/elements/tripsight-accepted-savings.html')).toBe(
      true,
    );
    expect(isDevRedirectUri('http://evil.example/docs/elements/tripsight-accepted-savings.html')).toBe(false);
    expect(isDevRedirectUri('http://localhost:4300/docs/')).toBe(false);
  });

  it('lands on the root after sign-out', () => {
    expect(isDevPostLogoutUri('http://localhost:5173/')).toBe(true);
    expect(isDevPostLogoutUri('http://localhost:5173/callback')).toBe(false);
  });

  it('registers the public URL addresses', () => {
    expect(registeredRedirects('https://tripsight.example').redirectUris).toContain(
      'https://tripsight.example/callback',
    );
  });
});
