import { createElement, useEffect, useState } from 'react';
import type { TabDefinition } from '@tripsight/core/catalogue';
import { reportDefinition } from '@tripsight/core/reports';
import { NotAvailable } from './not-available.js';

/** True once the tab's element is registered (its page exists); follows a late registration. */
function useDefined(tag: string): boolean {
  const [defined, setDefined] = useState(() => customElements.get(tag) !== undefined);
  useEffect(() => {
    if (defined) return;
    let live = true;
    void customElements.whenDefined(tag).then(() => live && setDefined(true));
    return () => {
      live = false;
    };
  }, [tag, defined]);
  return defined;
}

/**
 * Whether a tab's page can be shown: its element is registered and, for an embedded report, the
 * reference report service has its definition.
 */
export function useTabAvailable(tab: TabDefinition): boolean {
  const { content } = tab;
  const defined = useDefined(content.tag);
  return defined && (content.kind !== 'report' || reportDefinition(content.reportName) !== undefined);
}

/** The content of a tab: its element in its mode, or its embedded report, or the not-available state. */
export function TabPage({ tab }: { tab: TabDefinition }) {
  const { content } = tab;
  if (!useTabAvailable(tab)) return <NotAvailable tab={tab} />;
  const attributes =
    content.kind === 'report'
      ? { 'report-name': content.reportName }
      : {
          mode: content.mode ?? undefined,
          'product-name': tab.productName ?? undefined,
          'tab-title': tab.tabTitle,
        };
  return createElement(content.tag, { key: tab.tabName, class: 'tab-element', ...attributes });
}
