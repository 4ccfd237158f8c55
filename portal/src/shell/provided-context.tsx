import { useCallback, useState, type ReactNode } from 'react';
import type { Bus } from '@tripsight/core/bus';

/**
 * One `<tripsight-context>` holding the portal's bus and theme. Children render only once the bus is
 * assigned, so every element inside finds this bus when it connects.
 */
export function ProvidedContext({
  bus,
  theme,
  environment,
  children,
}: {
  bus: Bus;
  theme: string;
  /** Where the portal runs: the error reporter's session sampling follows it. */
  environment: string;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  const attach = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const provider = element as HTMLElement & { bus?: Bus };
      if (provider.bus !== bus) provider.bus = bus;
      setReady(true);
    },
    [bus],
  );
  return (
    <tripsight-context ref={attach} class="portal-context" theme={theme} environment={environment}>
      {ready ? children : null}
    </tripsight-context>
  );
}
