import { defineLazyElement } from '../../internal/define.js';
import type { SignInProps } from './sign-in.js';

/**
 * @summary The Log In button of the built-in OpenID sign-in (authorization code + PKCE). It
 * remembers the current path, redirects to the identity provider and, placed on the redirect page,
 * completes the sign-in and returns to the remembered path (root by default). Writes the user and
 * claims into the bus, supplies the bus's access token and renews it silently. Shows the sign-in
 * error message when sign-in fails.
 * @tag tripsight-sign-in
 *
 * @attr authority - OpenID issuer (default `{origin}/oidc`).
 * @attr client-id - Public client id (default `tripsight-portal`).
 * @attr redirect-uri - Redirect page registered with the provider (default `{origin}/callback`).
 *
 * @event tripsight-navigate - After a completed sign-in, the return address ({ from, to }).
 * @event tripsight-error - Sign-in failed ({ message, source: 'sign-in' }).
 *
 * @csspart base - The wrapper.
 * @csspart button - The Log In button.
 * @csspart user - The signed-in user's name.
 * @csspart error - The sign-in error message.
 */
export function defineSignIn(): CustomElementConstructor {
  return defineLazyElement<SignInProps>(
    'tripsight-sign-in',
    () => import('./sign-in.js').then((m) => ({ component: m.SignIn, styles: m.styles })),
    {
      props: { authority: 'string', clientId: 'string', redirectUri: 'string' },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-sign-in': HTMLElement & SignInProps;
  }
}
