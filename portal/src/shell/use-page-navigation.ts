import { useEffect } from 'react';
import { tabRoute, type TabDefinition } from '@tripsight/core/catalogue';
import { navigate } from '../router/location.js';

/**
 * Routes the `tripsight-navigate` events a page raises (a module link of the hotel programme
 * performance page, say) to the target tab, in place: the event is cancelled so the element does not
 * follow its link with a page load. A target the user cannot see is left to the link. Listens on the
 * document (the events bubble out of the pages' shadow roots), which exists before any page does.
 */
export function usePageNavigation(tabs: readonly TabDefinition[]): void {
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const { to } = (event as CustomEvent<{ from: string | null; to: string }>).detail ?? {};
      const target = tabs.find((tab) => tab.tabName === to);
      if (!target) return;
      event.preventDefault();
      navigate(tabRoute(target));
    };
    document.addEventListener('tripsight-navigate', onNavigate);
    return () => document.removeEventListener('tripsight-navigate', onNavigate);
  }, [tabs]);
}
