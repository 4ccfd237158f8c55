import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { requestBus } from '@tripsight/core/context';
import { HostContext, type HostContextValue } from './host-context.js';
import { queryClientFor } from './query-client.js';
import { baseStyles } from './base.styles.js';
import { CONNECTED_EVENT } from './connected-event.js';

export interface ElementRootProps {
  /** CSS for this element's shadow root (added after the shared base styles). */
  styles?: string;
  children: ReactNode;
}

/**
 * Top of every element's React tree: finds the host element and its bus (nearest
 * `<tripsight-context>` or the page default), then provides the bus and its QueryClient.
 */
export function ElementRoot({ styles = '', children }: ElementRootProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState<HostContextValue | null>(null);

  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : anchor.current?.parentElement;
    if (!host) return;
    // r2wc may render before the element is attached (a property set on a detached element); the
    // bus request must wait for the attach, or it would miss the provider above.
    let stop: (() => void) | undefined;
    const connect = () => {
      stop ??= requestBus(host, (bus) => setValue({ host, bus }));
    };
    if (host.isConnected) connect();
    else host.addEventListener(CONNECTED_EVENT, connect, { once: true });
    return () => {
      host.removeEventListener(CONNECTED_EVENT, connect);
      stop?.();
    };
  }, []);

  return (
    <>
      <style>{baseStyles + styles}</style>
      <div ref={anchor} part="base" className="tripsight-root">
        {value && (
          <HostContext.Provider value={value}>
            <QueryClientProvider client={queryClientFor(value.bus)}>
              <Suspense fallback={<div className="ts-skeleton" style={{ height: 120 }} aria-busy="true" />}>
                {children}
              </Suspense>
            </QueryClientProvider>
          </HostContext.Provider>
        )}
      </div>
    </>
  );
}
