import { useEffect, useState } from 'react';
import { navigate } from '../router/location.js';
import type { PortalSignIn } from './portal-sign-in.js';

/** Where the portal stands with sign-in. */
export type SessionStatus =
  { kind: 'checking' } | { kind: 'anonymous' } | { kind: 'signed-in' } | { kind: 'failed'; message: string };

/** The callback route of the redirect sign-in. */
const CALLBACK_PATH = '/callback';

/** Paths the service answers itself rather than the portal. */
const SERVICE_PAGES = /^\/(examples|sdk)\//;

/**
 * Restores the session on load, or completes a redirect sign-in on the callback route and returns the
 * user to the address remembered before login (default root).
 */
export function useSession(signIn: PortalSignIn): SessionStatus {
  const [status, setStatus] = useState<SessionStatus>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    const settle = (next: SessionStatus) => live && setStatus(next);
    const run = async () => {
      if (window.location.pathname === CALLBACK_PATH) {
        const returnTo = await signIn.completeLogin();
        // Pages the service serves itself (the example hosts) load in full; portal routes stay in place.
        if (SERVICE_PAGES.test(returnTo)) {
          window.location.replace(returnTo);
          return;
        }
        navigate(returnTo, { replace: true });
        settle({ kind: 'signed-in' });
        return;
      }
      settle({ kind: (await signIn.restore()) ? 'signed-in' : 'anonymous' });
    };
    run().catch((error: unknown) =>
      settle({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    const stop = signIn.onSignedOut(() => settle({ kind: 'anonymous' }));
    return () => {
      live = false;
      stop();
    };
  }, [signIn]);
  return status;
}
