import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore, sharedOidcSignIn, type SignedInUser } from '@tripsight/core/auth';
import { FakeUserManager } from '@tripsight/core/testing';
import { defineAll } from '../../define-all.js';
import { deepQueryAll, deepText, mountInContext, until } from '../../testing/testing.js';
import { isSignInCallback } from './sign-in.js';

const ORIGIN = 'http://localhost:3000';

const ALEX: SignedInUser = {
  access_token: 'opaque',
  profile: { sub: 'demo-manager', name: 'Alex Morgan', tmc: 'northstar', entitled_tabs: ['Savingsoverview'] },
};

/** A context whose bus already has the sign-in the element will share, with a stand-in manager. */
function mountSignIn(manager: FakeUserManager, store = memoryStore()) {
  const ctx = mountInContext('');
  sharedOidcSignIn(ctx.bus, {
    authority: `${ORIGIN}/oidc`,
    clientId: 'tripsight-portal',
    redirectUri: `${ORIGIN}/callback`,
    returnAddressStore: store,
    createUserManager: async () => manager,
  });
  const element = document.createElement('tripsight-sign-in');
  element.setAttribute('authority', `${ORIGIN}/oidc`);
  element.setAttribute('client-id', 'tripsight-portal');
  element.setAttribute('redirect-uri', `${ORIGIN}/callback`);
  ctx.append(element);
  return { ctx, element, store };
}

function button(): HTMLButtonElement | undefined {
  return deepQueryAll(document.body, 'button')[0] as HTMLButtonElement | undefined;
}

describe('<tripsight-sign-in> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  it('offers Log In when nobody is signed in, and redirects remembering the current path', async () => {
    history.replaceState(null, '', '/Faresaver/RebookingSuccessInsights');
    const manager = new FakeUserManager();
    const { ctx, store } = mountSignIn(manager);
    await until(() => button()?.textContent === 'Log In', 'the Log In button');
    await until(() => ctx.bus.getState().auth.status === 'anonymous', 'the restored state');
    button()!.click();
    await until(() => manager.redirects === 1, 'the redirect');
    expect(store.getItem('tripsight.returnAddress')).toBe('/Faresaver/RebookingSuccessInsights');
  });

  it('completes the sign-in on the redirect page and returns to the remembered path', async () => {
    const manager = new FakeUserManager();
    manager.callbackResult = ALEX;
    const store = memoryStore();
    store.setItem('tripsight.returnAddress', '/Faresaver/Savingsoverview');
    history.replaceState(null, '', '/callback?code=abc&state=xyz');
    const navigations: unknown[] = [];
    document.addEventListener('tripsight-navigate', (event) => navigations.push(event.detail), {
      once: true,
    });
    const { ctx } = mountSignIn(manager, store);
    await until(() => location.pathname === '/Faresaver/Savingsoverview', 'the return address');
    expect(ctx.bus.getState().auth).toMatchObject({ status: 'signed-in', user: { name: 'Alex Morgan' } });
    expect(navigations).toEqual([{ from: '/callback?code=abc&state=xyz', to: '/Faresaver/Savingsoverview' }]);
    expect(store.getItem('tripsight.returnAddress')).toBeNull();
    await until(() => deepText(document.body).includes('Alex Morgan'), 'the user name');
  });

  it('shows the sign-in error message when the callback fails', async () => {
    const manager = new FakeUserManager();
    manager.callbackResult = new Error('access_denied: the user cancelled');
    history.replaceState(null, '', '/callback?error=access_denied&state=xyz');
    mountSignIn(manager);
    await until(
      () =>
        deepQueryAll(document.body, '[role="alert"]')[0]?.textContent === 'access_denied: the user cancelled',
      'the error message',
    );
    expect(button()?.textContent).toBe('Log In');
  });

  it('recognises only its own redirect page with a provider answer', () => {
    expect(isSignInCallback(`${ORIGIN}/callback?code=a&state=b`, `${ORIGIN}/callback`)).toBe(true);
    expect(isSignInCallback(`${ORIGIN}/callback?error=x&state=b`, '/callback')).toBe(true);
    expect(isSignInCallback(`${ORIGIN}/callback?code=a`, `${ORIGIN}/callback`)).toBe(false);
    expect(isSignInCallback(`${ORIGIN}/other?code=a&state=b`, `${ORIGIN}/callback`)).toBe(false);
    expect(isSignInCallback(`http://elsewhere.example/callback?code=a&state=b`, `${ORIGIN}/callback`)).toBe(
      false,
    );
  });
});
