import { describe, expect, it, vi } from 'vitest';
import type { UserManagerSettings } from 'oidc-client-ts';
import { Bus } from '../bus/bus.js';
import { FakeUserManager } from '../testing/fake-user-manager.js';
import { createOidcSignIn, sharedOidcSignIn, signInErrorMessage, type SignedInUser } from './oidc-sign-in.js';
import { memoryStore, RETURN_ADDRESS_KEY } from './return-address.js';

const loaded = vi.hoisted(() => ({ count: 0, settings: [] as unknown[] }));

vi.mock('oidc-client-ts', () => {
  loaded.count += 1;
  return {
    UserManager: class {
      events = {
        addUserLoaded: () => () => {},
        addUserUnloaded: () => () => {},
        addSilentRenewError: () => () => {},
      };
      constructor(settings: unknown) {
        loaded.settings.push(settings);
      }
      async getUser() {
        return null;
      }
    },
  };
});

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.c2ln`;
}

const ALEX: SignedInUser = {
  access_token: jwt({ tmc: 'northstar', entitled_tabs: ['Savingsoverview'], allow_export_reports: true }),
  profile: {
    sub: 'demo-manager',
    name: 'Alex Morgan',
    email: 'alex.morgan@northstar.example',
    picture: 'data:image/svg+xml,x',
    customer_id: 'CUST-NORTHSTAR-001',
    entitled_tabs: ['Savingsoverview', 'AgentseeAuditLog'],
  },
};

function setup() {
  const bus = new Bus();
  const store = memoryStore();
  let manager: FakeUserManager | undefined;
  const signIn = createOidcSignIn(bus, {
    authority: 'http://127.0.0.1:4999/oidc',
    clientId: 'tripsight-portal',
    redirectUri: 'http://127.0.0.1:4999/callback',
    returnAddressStore: store,
    createUserManager: async (settings) => (manager = new FakeUserManager(settings)),
  });
  return { bus, store, signIn, manager: () => manager! };
}

describe('built-in OpenID sign-in', () => {
  it('loads oidc-client-ts only when first used', async () => {
    const core = await import('../index.js');
    const auth = await import('./index.js');
    expect(loaded.count).toBe(0);
    const signIn = auth.createOidcSignIn(new core.Bus(), {
      authority: 'http://127.0.0.1:4999/oidc',
      clientId: 'tripsight-portal',
      redirectUri: 'http://127.0.0.1:4999/callback',
      returnAddressStore: memoryStore(),
    });
    expect(loaded.count).toBe(0);
    await expect(signIn.init()).resolves.toMatchObject({ status: 'anonymous' });
    expect(loaded.count).toBe(1);
    expect(loaded.settings[0]).toMatchObject({
      authority: 'http://127.0.0.1:4999/oidc',
      client_id: 'tripsight-portal',
      redirect_uri: 'http://127.0.0.1:4999/callback',
      silent_redirect_uri: 'http://127.0.0.1:4999/callback',
      post_logout_redirect_uri: 'http://127.0.0.1:4999/',
      response_type: 'code',
      automaticSilentRenew: true,
    });
  });

  it('sets the bus token provider at once and answers null while signed out', async () => {
    const { bus } = setup();
    expect(bus.accessTokenProvider).not.toBeNull();
    await expect(bus.getAccessToken()).resolves.toBeNull();
  });

  it('restores a stored sign-in into the bus with user and claims', async () => {
    const { bus, signIn, manager } = setup();
    await signIn.getAccessToken();
    manager().user = ALEX;
    await signIn.init();
    const { auth } = bus.getState();
    expect(auth.status).toBe('signed-in');
    expect(auth.user).toEqual({
      name: 'Alex Morgan',
      email: 'alex.morgan@northstar.example',
      picture: 'data:image/svg+xml,x',
    });
    // The ID token profile wins; the access token fills in what it lacks (tmc).
    expect(auth.claims).toMatchObject({
      tmc: 'northstar',
      customerId: 'CUST-NORTHSTAR-001',
      entitledTabs: ['Savingsoverview', 'AgentseeAuditLog'],
      allowExportReports: true,
      isDemo: false,
    });
    await expect(bus.getAccessToken()).resolves.toBe(ALEX.access_token);
  });

  it('remembers the current path before redirecting and returns there after the callback', async () => {
    const { bus, store, signIn, manager } = setup();
    await signIn.signIn('/Faresaver/RebookingSuccessInsights');
    expect(manager().redirects).toBe(1);
    expect(store.getItem(RETURN_ADDRESS_KEY)).toBe('/Faresaver/RebookingSuccessInsights');
    manager().callbackResult = ALEX;
    await expect(signIn.handleCallback('http://127.0.0.1:4999/callback?code=c&state=s')).resolves.toBe(
      '/Faresaver/RebookingSuccessInsights',
    );
    expect(store.getItem(RETURN_ADDRESS_KEY)).toBeNull();
    expect(bus.getState().auth.status).toBe('signed-in');
  });

  it('returns to the root after a callback with nothing remembered', async () => {
    const { signIn, manager } = setup();
    await signIn.getAccessToken();
    manager().callbackResult = ALEX;
    await expect(signIn.handleCallback()).resolves.toBe('/');
  });

  it('answers null for a hidden renewal frame callback', async () => {
    const { signIn, manager } = setup();
    await signIn.getAccessToken();
    manager().callbackResult = undefined;
    await expect(signIn.handleCallback()).resolves.toBeNull();
  });

  it('shows and tracks a failed sign-in', async () => {
    const { bus, signIn, manager } = setup();
    const errors: unknown[] = [];
    const analytics: unknown[] = [];
    bus.on('tripsight-error', (detail) => errors.push(detail));
    bus.on('tripsight-analytics', (detail) => analytics.push(detail));
    await signIn.getAccessToken();
    manager().callbackResult = new Error('No matching state found in storage');
    await expect(signIn.handleCallback()).rejects.toThrow('No matching state found in storage');
    expect(bus.getState().auth).toMatchObject({
      status: 'anonymous',
      error: 'No matching state found in storage',
    });
    expect(errors).toEqual([{ message: 'No matching state found in storage', source: 'sign-in' }]);
    expect(analytics).toEqual([expect.objectContaining({ event: 'sign_in', outcome: 'fail' })]);
  });

  it('renews an expired token silently, or signs out when renewal fails', async () => {
    const { bus, signIn, manager } = setup();
    await signIn.getAccessToken();
    manager().user = { ...ALEX, expired: true };
    const renewed = { ...ALEX, access_token: jwt({ tmc: 'northstar', n: 2 }) };
    manager().renewed = renewed;
    await expect(bus.getAccessToken()).resolves.toBe(renewed.access_token);
    expect(bus.getState().auth.status).toBe('signed-in');

    manager().user = { ...ALEX, expired: true };
    manager().renewed = null;
    await expect(bus.getAccessToken()).resolves.toBeNull();
    expect(bus.getState().auth.status).toBe('anonymous');
  });

  it('reports a failed background renewal as a sign-in error event', async () => {
    const { bus, signIn, manager } = setup();
    const errors: unknown[] = [];
    bus.on('tripsight-error', (detail) => errors.push(detail));
    await signIn.getAccessToken();
    manager().failRenew(new Error('login_required'));
    expect(errors).toEqual([{ message: 'login_required', source: 'sign-in' }]);
  });

  it('signs out: anonymous bus, then the provider sign-out redirect', async () => {
    const { bus, signIn, manager } = setup();
    await signIn.getAccessToken();
    manager().user = ALEX;
    await signIn.init();
    await signIn.signOut();
    expect(bus.getState().auth).toMatchObject({ status: 'anonymous', user: null });
    expect(bus.getState().auth.claims.entitledTabs).toEqual([]);
    expect(manager().signOuts).toBe(1);
  });

  it('lets go of the bus when disposed', async () => {
    const { bus, signIn, manager } = setup();
    await signIn.getAccessToken();
    signIn.dispose();
    expect(bus.accessTokenProvider).toBeNull();
    await Promise.resolve();
    expect(manager().stopped).toBe(true);
  });

  it('completes one callback URL once, however many callers ask', async () => {
    const { signIn, manager } = setup();
    await signIn.getAccessToken();
    manager().callbackResult = ALEX;
    const calls = vi.spyOn(manager(), 'signinCallback');
    const url = 'http://127.0.0.1:4999/callback?code=c&state=s';
    const [a, b] = await Promise.all([signIn.handleCallback(url), signIn.handleCallback(url)]);
    expect(a).toBe('/');
    expect(b).toBe('/');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('shares one sign-in per bus and options', () => {
    const bus = new Bus();
    const options = {
      authority: 'http://127.0.0.1:4999/oidc',
      clientId: 'tripsight-portal',
      redirectUri: 'http://127.0.0.1:4999/callback',
      returnAddressStore: memoryStore(),
      createUserManager: async (settings: UserManagerSettings) => new FakeUserManager(settings),
    };
    const first = sharedOidcSignIn(bus, options);
    expect(sharedOidcSignIn(bus, { ...options })).toBe(first);
    expect(sharedOidcSignIn(new Bus(), options)).not.toBe(first);
    const other = sharedOidcSignIn(bus, { ...options, clientId: 'another-client' });
    expect(other).not.toBe(first);
  });

  it('words a sign-in error with its own message', () => {
    expect(signInErrorMessage(new Error('access_denied'))).toBe('access_denied');
    expect(signInErrorMessage('login_required')).toBe('login_required');
    expect(signInErrorMessage({})).toBe('Sign-in failed');
  });
});
