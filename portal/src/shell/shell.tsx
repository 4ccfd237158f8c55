import { useEffect, useMemo, useRef, useState } from 'react';
import { analyticsDetail, pageViewEvent, tabSessionEvent } from '@tripsight/core/analytics-events';
import type { Bus } from '@tripsight/core/bus';
import {
  datesForTab,
  navigationGroups,
  ProductTabHistory,
  resolveRoute,
  tabRoute,
  visibleTabs,
  type TabDefinition,
} from '@tripsight/core/catalogue';
import { ALERTS_TAB } from '@tripsight/core/ops';
import { tabLinkState, withoutTabLink } from '@tripsight/core/controls';
import { navigate, useLocationPath } from '../router/location.js';
import { useScrollToTop } from '../router/scroll-to-top.js';
import { useBusSelector } from '../use-bus-selector.js';
import { ControlBar } from './control-bar.js';
import { Footer } from './footer.js';
import { LineIcon } from './line-icon.js';
import { ProvidedContext } from './provided-context.js';
import { Sidebar } from './sidebar.js';
import { TabPage } from './tab-page.js';
import { useNarrowScreen } from './use-narrow-screen.js';
import { useDocumentTitle } from './use-document-title.js';
import { usePageNavigation } from './use-page-navigation.js';
import { usePortalConfig } from '../portal-config.js';
import { ThemeSwitch } from '../theme/theme-switch.js';
import type { ThemeChoice } from '../theme/use-theme-choice.js';

/** The menu button's three bars. */
const MENU_ICON = ['M4 6h16M4 12h16M4 18h16'];

export interface ShellProps {
  bus: Bus;
  /** The theme chosen (the app applies it to the page). */
  theme: ThemeChoice;
  onThemeChange: (choice: ThemeChoice) => void;
  onSignOut: () => void;
}

/** The signed-in portal: sidebar of entitled tabs, top filter bar, the active tab's page, footer. */
export function Shell({ bus, theme, onThemeChange, onSignOut }: ShellProps) {
  const auth = useBusSelector(bus, (state) => state.auth);
  const config = usePortalConfig(bus);
  const activeOnBus = useBusSelector(bus, (state) => state.activeTab);
  const tabs = useMemo(() => visibleTabs(auth.claims.entitledTabs), [auth.claims.entitledTabs]);
  const groups = useMemo(() => navigationGroups(tabs), [tabs]);
  const alertsTab = tabs.find((candidate) => candidate.tabName === ALERTS_TAB);
  const path = useLocationPath();
  const resolution = resolveRoute(tabs, path);
  const tab = resolution.kind === 'no-tabs' ? null : resolution.tab;
  useDocumentTitle(tab?.tabTitle);

  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;
  useEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true });
  }, [redirectTo]);
  useScrollToTop(path);
  useActiveTab(bus, tab);
  usePageNavigation(tabs);

  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <ProvidedContext bus={bus} theme={theme} environment={config.environment}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={`shell ${narrow ? 'shell-narrow' : 'shell-wide'}`}>
        <aside
          id="sidebar"
          className={`sidebar ${narrow && drawerOpen ? 'sidebar-open' : ''}`}
          aria-label="Navigation"
          hidden={narrow && !drawerOpen}
        >
          <Sidebar
            groups={groups}
            activeTabName={tab?.tabName ?? null}
            user={auth.user}
            onSignOut={onSignOut}
            onNavigate={() => setDrawerOpen(false)}
          />
        </aside>
        {narrow && drawerOpen ? (
          <div className="backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
        ) : null}
        <div className="content">
          <header className="topbar">
            {narrow ? (
              <button
                type="button"
                className="icon-button menu-button"
                aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
                aria-expanded={drawerOpen}
                aria-controls="sidebar"
                onClick={() => setDrawerOpen((open) => !open)}
              >
                <LineIcon paths={MENU_ICON} size={22} strokeWidth={2} />
              </button>
            ) : null}
            <div className="topbar-title">
              {tab ? <span className="topbar-product">{tab.productName ?? tab.group}</span> : null}
              <h1>{tab?.tabTitle ?? 'Tripsight'}</h1>
            </div>
            {alertsTab ? <tripsight-alert-count href={tabRoute(alertsTab)} /> : null}
            <ThemeSwitch choice={theme} onChange={onThemeChange} />
          </header>
          {tab ? <ControlBar tab={tab} bus={bus} /> : null}
          <main id="main" className="page" tabIndex={-1}>
            {tab === null ? (
              <section className="not-available">
                <h2>No pages yet</h2>
                <p>Your account is not entitled to any Tripsight page. Please contact support.</p>
              </section>
            ) : tab.tabName === activeOnBus ? (
              <TabPage tab={tab} />
            ) : null}
          </main>
          <Footer supportWidgetUrl={config.supportWidgetUrl} />
        </div>
      </div>
      <div className="download-status-slot">
        <tripsight-download-status />
      </div>
    </ProvidedContext>
  );
}

/**
 * Puts the active tab and its product's dates on the bus (each product keeps its own; the demo company
 * and the demo tabs get the mocked window) and announces the navigation; records the active screen on
 * activation and the tab's session time on deactivation (docs/rules/shell.md#analytics-events).
 */
function useActiveTab(bus: Bus, tab: TabDefinition | null): void {
  const previous = useRef<TabDefinition | null>(null);
  const history = useRef(new ProductTabHistory<TabDefinition>());
  useEffect(() => {
    if (!tab) return;
    const from = previous.current;
    const lastOfProduct = history.current.visit(tab);
    // The first tab opened by a link (an alert mail's) shows the link's dates, filters and currency.
    const linked = from ? {} : tabLinkState(window.location.search);
    if (!from && window.location.search) {
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${withoutTabLink(search)}${hash}`);
    }
    bus.setState((state) => {
      const dates = datesForTab(state.dates, lastOfProduct, tab, { demoCompany: state.auth.claims.isDemo });
      return {
        activeTab: tab.tabName,
        dates: linked.dates ? { ...dates, [tab.productType]: linked.dates } : dates,
        ...(linked.filters ? { filters: { ...state.filters, ...linked.filters } } : {}),
        ...(linked.currency ? { currency: linked.currency } : {}),
        ...(linked.feeMode ? { feeMode: linked.feeMode } : {}),
      };
    });
    bus.emit('tripsight-navigate', { from: from?.tabName ?? null, to: tab.tabName });
    bus.emit(
      'tripsight-analytics',
      analyticsDetail(pageViewEvent(tab.tabName, from?.tabName ?? null, tab.group)),
    );
    previous.current = tab;
    const activatedAt = Date.now();
    return () => {
      bus.emit('tripsight-analytics', analyticsDetail(tabSessionEvent(tab.tabName, activatedAt, Date.now())));
    };
  }, [bus, tab]);
}
