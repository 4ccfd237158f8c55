import { createOidcSignIn } from '@tripsight/core';
import { portalBus } from '../bus.js';
import type { PortalSignIn } from './portal-sign-in.js';

const origin = window.location.origin;

/** The portal's sign-in: core's OpenID Connect redirect sign-in against `{origin}/oidc`. */
export const portalSignIn: PortalSignIn = createOidcSignIn({
  authority: `${origin}/oidc`,
  clientId: 'tripsight-portal',
  redirectUri: `${origin}/callback`,
  bus: portalBus,
});
