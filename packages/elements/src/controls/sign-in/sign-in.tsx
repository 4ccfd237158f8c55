import { useEffect, useMemo, useState } from 'react';
import { sharedOidcSignIn, signInErrorMessage } from '@tripsight/core/auth';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { emit } from '../../internal/emit.js';
import { signInStyles } from './sign-in.styles.js';

export interface SignInProps {
  /** OpenID issuer; default `{origin}/oidc` (the service's development provider). */
  authority?: string;
  /** Public client id; default `tripsight-portal`. */
  clientId?: string;
  /** Where the provider returns with the code; default `{origin}/callback`. */
  redirectUri?: string;
}

/** True when `href` is the redirect page carrying a provider answer (code or error, and state). */
export function isSignInCallback(href: string, redirectUri: string): boolean {
  const url = new URL(href);
  const expected = new URL(redirectUri, href);
  if (url.origin !== expected.origin || url.pathname !== expected.pathname) return false;
  const params = url.searchParams;
  return params.has('state') && (params.has('code') || params.has('error'));
}

function currentPath(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * The Log In button of the built-in sign-in; on its redirect page it completes the sign-in and
 * returns to the remembered address. Shows the sign-in error message when sign-in fails.
 */
export function SignIn({ authority, clientId, redirectUri }: SignInProps) {
  const { host, bus } = useHost();
  const auth = useBusState((s) => s.auth);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const resolvedRedirect = redirectUri || `${location.origin}/callback`;
  const signIn = useMemo(
    () =>
      sharedOidcSignIn(bus, {
        authority: authority || `${location.origin}/oidc`,
        clientId: clientId || 'tripsight-portal',
        redirectUri: new URL(resolvedRedirect, location.href).href,
      }),
    [bus, authority, clientId, resolvedRedirect],
  );

  useEffect(() => {
    const fail = (error: unknown) => {
      const message = signInErrorMessage(error);
      setOwnError(message);
      emit(host, 'tripsight-error', { message, source: 'sign-in' });
    };
    if (isSignInCallback(location.href, resolvedRedirect)) {
      const from = currentPath();
      // A failure is written to the bus (auth.error) and shown below.
      signIn.handleCallback(location.href).then(
        (to) => {
          if (to === null) return;
          history.replaceState(history.state, '', to);
          emit(host, 'tripsight-navigate', { from, to });
        },
        () => undefined,
      );
    } else if (bus.getState().auth.status === 'unknown') {
      signIn.init().catch(fail);
    }
  }, [signIn, host, bus, resolvedRedirect]);

  const logIn = async () => {
    setBusy(true);
    setOwnError(null);
    try {
      await signIn.signIn();
    } catch (error) {
      const message = signInErrorMessage(error);
      setOwnError(message);
      emit(host, 'tripsight-error', { message, source: 'sign-in' });
      setBusy(false);
    }
  };

  const error = auth.error ?? ownError;
  return (
    <div part="base" className="sign-in">
      {auth.status === 'signed-in' ? (
        <span part="user">{auth.user?.name}</span>
      ) : (
        <button part="button" type="button" onClick={logIn} disabled={busy}>
          Log In
        </button>
      )}
      {error ? (
        <p part="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [signInStyles];
