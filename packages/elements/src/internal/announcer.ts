import type { Bus } from '@tripsight/core/bus';
import { changeAnnouncement, LOADING_ANNOUNCEMENT, settledAnnouncement } from '@tripsight/core/controls';
import { announcerRegion } from './announcer-region.js';
import { queryClientFor } from './query-client.js';

/** How long after a change with nothing to fetch (every figure cached) the update is said, in ms. */
const QUIET_MS = 400;

const watched = new WeakSet<Bus>();

/**
 * Announces a dashboard's loading rounds in its context's live region, once for all its sections:
 * "Loading the figures…" when a round starts; when every query has settled, what changed (filters,
 * dates, currency, fee mode) and that the figures were updated, or how many sections failed. Started
 * by every element's root; runs once per bus, and only where the context gave the bus a region.
 */
export function watchAnnouncements(bus: Bus): void {
  const say = announcerRegion(bus);
  if (!say || watched.has(bus)) return;
  watched.add(bus);
  const client = queryClientFor(bus);
  let change: string | null = null;
  let loading = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  /** When the round of loading started: failures since then are this round's. */
  let since = Date.now();

  const settle = () => {
    // Cache events arrive batched, after the fact: count the failed sections from the cache itself.
    const failed = client
      .getQueryCache()
      .getAll()
      .filter(
        (q) => q.state.status === 'error' && q.state.errorUpdatedAt >= since && q.getObserversCount() > 0,
      );
    const text = settledAnnouncement(change, failed.length);
    change = null;
    if (text) (announcerRegion(bus) ?? say)(text);
  };
  const check = () => {
    if (client.isFetching() > 0) {
      clearTimeout(quiet);
      if (!loading) {
        loading = true;
        since = Date.now();
        (announcerRegion(bus) ?? say)(LOADING_ANNOUNCEMENT);
      }
    } else if (loading) {
      loading = false;
      settle();
    }
  };
  client.getQueryCache().subscribe(check);
  bus.subscribe((state, previous) => {
    const text = changeAnnouncement(state, previous);
    if (!text) return;
    change = change ? `${change} ${text}` : text;
    if (!loading) since = Date.now();
    // A change whose figures are all cached starts no round: say it once the sections had time to ask.
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      if (!loading && change) settle();
    }, QUIET_MS);
  });
  check();
}
