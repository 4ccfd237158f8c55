import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the entry and the sidebar's edge, in px. */
const MARGIN = 8;

/**
 * Scrolls the sidebar (the `aside` around `item`) so that the whole of `item` — the active page's link
 * and the child links under it — is in view, whenever the active page changes or its group opens. At
 * 1440 x 900 the nested links of a page low in a long group would otherwise sit under the window's
 * bottom edge. Only the sidebar scrolls, never the page, and only as far as needed; an entry taller
 * than the sidebar keeps its top in view. Opening or closing another group leaves the scroll alone.
 */
export function useInSidebarView(
  item: RefObject<HTMLElement | null>,
  activeTabName: string | null,
  groupOpen: boolean,
): void {
  useLayoutEffect(() => {
    const entry = item.current;
    const sidebar = entry?.closest('aside');
    // A hidden sidebar (the closed drawer of a narrow screen) has no box to scroll.
    if (!entry || !sidebar || !groupOpen || sidebar.clientHeight === 0) return;
    const box = entry.getBoundingClientRect();
    const frame = sidebar.getBoundingClientRect();
    const bottom = Math.min(frame.bottom, window.innerHeight);
    if (box.bottom > bottom - MARGIN) {
      // Down until the bottom shows, but never so far that the top leaves.
      sidebar.scrollTop += Math.min(box.bottom - bottom + MARGIN, box.top - frame.top - MARGIN);
    } else if (box.top < frame.top + MARGIN) {
      sidebar.scrollTop -= frame.top + MARGIN - box.top;
    }
  }, [item, activeTabName, groupOpen]);
}
