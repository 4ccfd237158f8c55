import type { Bus } from '@tripsight/core/bus';

/** Says a sentence in a dashboard's polite live region. */
export type Say = (text: string) => void;

const regions = new WeakMap<Bus, Say>();

/**
 * Gives `bus` its live region (`<tripsight-context>` does, one per context); returns the function
 * that takes it away. Without one, nothing is announced for the dashboard and each section's error
 * speaks for itself.
 */
export function setAnnouncerRegion(bus: Bus, say: Say): () => void {
  regions.set(bus, say);
  return () => {
    if (regions.get(bus) === say) regions.delete(bus);
  };
}

/** The live region of `bus`, if its context has one. */
export function announcerRegion(bus: Bus): Say | undefined {
  return regions.get(bus);
}

/**
 * A visually hidden polite live region in `root` (a `<tripsight-context>`'s shadow root), and the
 * function that says a sentence in it. Styles are set through the CSSOM, so a strict
 * Content-Security-Policy (no inline styles) lets them through.
 */
export function liveRegion(root: ShadowRoot): { region: HTMLElement; say: Say } {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('part', 'announcer');
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  root.append(region);
  // The same sentence twice is still news: a no-break space makes the second one a change.
  const say: Say = (text) => {
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  };
  return { region, say };
}

/** True when `bus` announces its sections' loading and errors once (its context has a live region). */
export function busAnnounces(bus: Bus): boolean {
  return regions.has(bus);
}
