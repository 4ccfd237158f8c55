import { LRUCache } from 'lru-cache';
import type { AnalyticsQuery } from '../views/query-params.js';

/** Whether a view answer came from the cache (sent as `X-Cache`). */
export type CacheOutcome = 'hit' | 'miss';

/**
 * The cache key of one view call: the view's path, the resolved dates (a missing range is the
 * default window of the day), the requested currency as sent (it is echoed in the annotation), the
 * fee mode, each filter list sorted without repeats, and the view's own parameters by name. Two
 * calls that differ only in parameter order or repeated values share one entry.
 */
export function viewCacheKey(path: string, query: AnalyticsQuery, params: Record<string, unknown>): string {
  const filters = Object.entries(query.filters)
    .map(([group, values]) => [group, [...new Set(values)].sort()] as const)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const own = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([
    path,
    query.startDate,
    query.endDate,
    query.requestedCurrency,
    query.feeMode,
    filters,
    own,
  ]);
}

/**
 * Results of analytics views (their JSON bodies), kept per TMC in a least-recently-used cache of
 * `maxBytesPerTmc`, so one TMC's distinct queries never evict another's dashboards. Results depend
 * only on the dataset, the TMC and the normalised query, so entries never expire by time: they are
 * dropped when the dataset is rebuilt (`reset` with the new dataset version; the analytics module
 * builds a new cache with the warehouse). Concurrent misses of one key run the query once.
 */
export class ViewCache {
  private readonly perTmc = new Map<string, LRUCache<string, string>>();
  private readonly pending = new Map<string, Promise<string>>();

  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  /** `checkEveryMs`: how often `sync` asks a shared warehouse which dataset it holds. */
  constructor(
    private readonly maxBytesPerTmc: number,
    private datasetVersion: string,
    private readonly checkEveryMs = 1_000,
  ) {}

  /**
   * Forgets every result when the warehouse's dataset is no longer the one they were computed from:
   * another replica rebuilt the shared dataset. Asks `read` at most once every `checkEveryMs`.
   */
  async sync(read: () => Promise<string | null>): Promise<void> {
    if (Date.now() - this.checkedAt < this.checkEveryMs) return this.checking ?? undefined;
    this.checkedAt = Date.now();
    this.checking = read().then(
      (version) => {
        if (version !== null && version !== this.datasetVersion) this.reset(version);
      },
      // Unreachable for a moment: keep the results; the next check asks again.
      () => {},
    );
    try {
      await this.checking;
    } finally {
      this.checking = null;
    }
  }

  /** The dataset the cached results were computed from. */
  get version(): string {
    return this.datasetVersion;
  }

  /** Forgets every result: the dataset was rebuilt (to `version`). */
  reset(version: string): void {
    this.datasetVersion = version;
    this.perTmc.clear();
    this.pending.clear();
  }

  /** The JSON body for `key` of `tmc`: cached, or computed by `compute` and kept. */
  async get(
    tmc: string,
    key: string,
    compute: () => Promise<string>,
  ): Promise<{ body: string; outcome: CacheOutcome }> {
    const cache = this.cacheOf(tmc);
    const cached = cache.get(key);
    if (cached !== undefined) return { body: cached, outcome: 'hit' };
    const pendingKey = `${tmc}\u0000${key}`;
    let running = this.pending.get(pendingKey);
    if (!running) {
      const version = this.datasetVersion;
      running = compute().then((body) => {
        // A reset while the query ran means the result may belong to the old dataset.
        if (this.datasetVersion === version) this.cacheOf(tmc).set(key, body);
        return body;
      });
      this.pending.set(pendingKey, running);
      const forget = () => this.pending.delete(pendingKey);
      running.then(forget, forget);
    }
    return { body: await running, outcome: 'miss' };
  }

  private cacheOf(tmc: string): LRUCache<string, string> {
    let cache = this.perTmc.get(tmc);
    if (!cache) {
      cache = new LRUCache<string, string>({
        maxSize: this.maxBytesPerTmc,
        // Strings are UTF-16 in memory: two bytes a character, key and body.
        sizeCalculation: (body, key) => Math.max(1, 2 * (body.length + key.length)),
      });
      this.perTmc.set(tmc, cache);
    }
    return cache;
  }
}
