import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { requestBus } from '@tripsight/core/context';
import { HostContext, type HostContextValue } from './host-context.js';
import { queryClientFor } from './query-client.js';
import { watchAnnouncements } from './announcer.js';
import { baseStyles } from './base.styles.js';
import { darkThemeStyles } from './theme.styles.js';
import { adaptiveStyles } from './adaptive.styles.js';
import { adoptStyles, canAdoptStyleSheets } from './style-sheets.js';
import { ThemeContext, useElementTheme } from './theme.js';
import { CONNECTED_EVENT } from './connected-event.js';

export interface ElementRootProps {
  children: ReactNode;
}

/**
 * Top of every element's React tree: styles the shadow root with shared constructable sheets (a
 * `<style>` element only where a browser cannot adopt sheets), sets the element's theme, finds the
 * host element and its bus (nearest `<tripsight-context>` or the page default), then provides the
 * bus and its QueryClient.
 */
/** The sheets every element's shadow root adopts first; an element's own CSS comes with its module. */
const ROOT_SHEETS: readonly string[] = [baseStyles, darkThemeStyles, adaptiveStyles];

export function ElementRoot({ children }: ElementRootProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [value, setValue] = useState<HostContextValue | null>(null);
  const theme = useElementTheme(host);
  const adopts = canAdoptStyleSheets();

  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, ROOT_SHEETS);
  }, []);

  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : anchor.current?.parentElement;
    if (!host) return;
    // r2wc may render before the element is attached (a property set on a detached element); the
    // bus request must wait for the attach, or it would miss the provider above.
    let stop: (() => void) | undefined;
    const connect = () => {
      setHost(host);
      stop ??= requestBus(host, (bus) => {
        // The dashboard's loading and errors are said once, in its context's live region.
        watchAnnouncements(bus);
        setValue({ host, bus });
      });
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
      {!adopts && <style>{ROOT_SHEETS.join('\n')}</style>}
      <div ref={anchor} part="base" className="tripsight-root" data-theme={theme}>
        {value && (
          <ThemeContext.Provider value={theme}>
            <HostContext.Provider value={value}>
              <QueryClientProvider client={queryClientFor(value.bus)}>
                <Suspense fallback={<div className="ts-skeleton" style={{ height: 120 }} aria-busy="true" />}>
                  {children}
                </Suspense>
              </QueryClientProvider>
            </HostContext.Provider>
          </ThemeContext.Provider>
        )}
      </div>
    </>
  );
}
