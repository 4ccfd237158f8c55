import type { MouseEvent } from 'react';
import { navigateDetail, programLink, type ProgramModule } from '@tripsight/core/hotel-insights/display';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';

/**
 * A link to an insights module (part module-link), to the target the tab catalogue lists. A plain
 * click raises `tripsight-navigate` ({ from, to }) from the element; a host (the portal) that routes
 * itself cancels it and shows the tab, otherwise the link is followed to the tab's route. Modified
 * clicks (new tab, new window) keep the browser's behaviour.
 */
export function ModuleLink({ module }: { module: ProgramModule }) {
  const { host, bus } = useHost();
  const link = programLink(module);
  if (!link) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const followed = emit(host, 'tripsight-navigate', navigateDetail(link, bus.getState().activeTab));
    if (!followed) event.preventDefault();
  };
  return (
    <a part="module-link" className="ts-module-link" href={link.route} onClick={onClick}>
      {link.text}
    </a>
  );
}
