import { sharedOidcSignIn } from '@tripsight/core/auth';
import { portalBus } from '../bus.js';
import type { PortalSignIn } from './portal-sign-in.js';

const origin = window.location.origin;

/** Core's OpenID Connect redirect sign-in against the service's provider, writing into the portal bus. */
const oidc = sharedOidcSignIn(portalBus, {
  authority: `${origin}/oidc`,
  clientId: 'tripsight-portal',
  redirectUri: `${origin}/callback`,
});

/** The portal's sign-in. */
export const portalSignIn: PortalSignIn = {
  async restore() {
    return (await oidc.init()).status === 'signed-in';
  },
  login: () => oidc.signIn(),
  async completeLogin() {
    return (await oidc.handleCallback(window.location.href)) ?? '/';
  },
  logout: () => oidc.signOut(),
  onSignedOut(listener) {
    return portalBus.subscribe((state, previous) => {
      if (previous.auth.status === 'signed-in' && state.auth.status !== 'signed-in') listener();
    });
  },
};
