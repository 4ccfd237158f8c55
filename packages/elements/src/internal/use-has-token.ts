import { useQuery } from '@tanstack/react-query';
import { hasAccessToken, TOKEN_RECHECK_MS } from '@tripsight/core/api';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';

/**
 * Whether the dashboard has a token: undefined while the provider is first asked, then true or
 * false. One check per bus and sign-in status, shared by its elements; while there is none it asks
 * again every second (a host may set `accessTokenProvider` or sign in at any time), once there is
 * one it stops.
 */
function useHasToken(): boolean | undefined {
  const { bus } = useHost();
  const status = useBusState((s) => s.auth.status);
  const query = useQuery({
    queryKey: ['tripsight', 'has-token', status],
    queryFn: () => hasAccessToken(bus),
    retry: false,
    refetchInterval: (q) => (q.state.data === false ? TOKEN_RECHECK_MS : false),
  });
  return query.data;
}

/**
 * Whether a data hook may ask the service: `signedIn` once the user is signed in and the dashboard
 * has a token; `signedOut` once it is known there is none (the hook then shows the signed-out state
 * and asks nothing). Both are false while the token provider is first asked.
 */
export function useSignedIn(): { signedIn: boolean; signedOut: boolean } {
  const hasToken = useHasToken();
  const anonymous = useBusState((s) => s.auth.status === 'anonymous');
  return { signedIn: !anonymous && hasToken === true, signedOut: hasToken === false };
}
