import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ALERTS_TAB, AlertsClient } from '@tripsight/core/ops';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';
import { ensureShoelace } from '../../internal/shoelace.js';
import { useBusState } from '../../internal/use-bus.js';
import { alertCountStyles } from './alert-count.styles.js';

ensureShoelace();

export interface AlertCountProps {
  /** Where the count links to: the alerts tab. */
  href?: string;
}

/** How often the count is read again while the page is in view. */
const POLL_MS = 60_000;
/** The bell before the word (a 24-unit line icon). */
const BELL = 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';

/** The link's accessible name: `Alerts, 2 new`, or `Alerts, none new`. */
function alertCountName(count: number): string {
  return `Alerts, ${count > 0 ? `${count} new` : 'none new'}`;
}

/**
 * The header's way to the alerts tab: 'Alerts' with a bell, and a badge with how many alerts fired
 * since the user last looked (`GET /api/alerts/unseen`) when there are any. The count is read every
 * minute while the page is in view, when the browser tab comes back into view, on every change of
 * tab, after a test sent from the alerts page, and when that page marks the alerts seen (back to 0).
 * A click raises `tripsight-navigate` to the alerts tab; a host that routes in place cancels it.
 */
export function AlertCount({ href }: AlertCountProps) {
  const { bus, host } = useHost();
  const signedIn = useBusState((s) => s.auth.status === 'signed-in');
  const activeTab = useBusState((s) => s.activeTab);
  const client = useMemo(() => AlertsClient.forBus(bus), [bus]);
  const unseen = useQuery({
    queryKey: ['alerts', 'unseen'],
    queryFn: ({ signal }) => client.unseenCount(signal).then((answer) => answer.count),
    enabled: signedIn,
    retry: false,
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  const { refetch } = unseen;
  // Alerts may have fired while the user was on another tab.
  useEffect(() => {
    if (signedIn) void refetch();
  }, [activeTab, signedIn, refetch]);
  useEffect(() => {
    const again = () => void refetch();
    document.addEventListener('tripsight-alerts-seen', again);
    document.addEventListener('tripsight-alerts-sent', again);
    return () => {
      document.removeEventListener('tripsight-alerts-seen', again);
      document.removeEventListener('tripsight-alerts-sent', again);
    };
  }, [refetch]);
  if (!signedIn) return null;
  const count = unseen.data ?? 0;
  return (
    <a
      part="link"
      className="alert-count"
      href={href}
      aria-label={alertCountName(count)}
      aria-current={activeTab === ALERTS_TAB ? 'page' : undefined}
      onClick={(event) => {
        // A host that routes in place (the portal) cancels the event; otherwise the link is followed.
        const followed = emit(host, 'tripsight-navigate', { from: bus.getState().activeTab, to: ALERTS_TAB });
        if (!followed) event.preventDefault();
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={BELL}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span part="label" className="alert-count-label">
        Alerts
      </span>
      {count > 0 && (
        <sl-badge part="badge" variant="danger" pill>
          {count > 99 ? '99+' : String(count)}
        </sl-badge>
      )}
    </a>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [alertCountStyles];
