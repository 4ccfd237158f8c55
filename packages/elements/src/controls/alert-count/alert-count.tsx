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

/** The words of the count for assistive technology. */
function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'alert' : 'alerts'} fired since you last looked`;
}

/**
 * How many alerts fired since the user last looked (`GET /api/alerts/unseen`), as a badge linking to
 * the alerts tab; nothing while there are none. Read again when the alerts page marks them seen. A
 * click raises `tripsight-navigate` to the alerts tab; a host that routes in place cancels it.
 */
export function AlertCount({ href }: AlertCountProps) {
  const { bus, host } = useHost();
  const signedIn = useBusState((s) => s.auth.status === 'signed-in');
  // Read again on every change of tab: alerts may have fired while the user was elsewhere.
  const activeTab = useBusState((s) => s.activeTab);
  const client = useMemo(() => AlertsClient.forBus(bus), [bus]);
  const unseen = useQuery({
    queryKey: ['alerts', 'unseen', activeTab],
    queryFn: ({ signal }) => client.unseenCount(signal).then((answer) => answer.count),
    enabled: signedIn,
    retry: false,
  });
  const { refetch } = unseen;
  useEffect(() => {
    const onSeen = () => void refetch();
    document.addEventListener('tripsight-alerts-seen', onSeen);
    return () => document.removeEventListener('tripsight-alerts-seen', onSeen);
  }, [refetch]);
  const count = unseen.data ?? 0;
  if (count === 0) return null;
  return (
    <a
      part="link"
      className="alert-count"
      href={href}
      aria-label={countLabel(count)}
      onClick={(event) => {
        // A host that routes in place (the portal) cancels the event; otherwise the link is followed.
        const followed = emit(host, 'tripsight-navigate', { from: bus.getState().activeTab, to: ALERTS_TAB });
        if (!followed) event.preventDefault();
      }}
    >
      <sl-badge part="badge" variant="danger" pill>
        {count > 99 ? '99+' : String(count)}
      </sl-badge>
    </a>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [alertCountStyles];
