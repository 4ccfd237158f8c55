import { LRUCache } from 'lru-cache';
import type { Warehouse } from './warehouse.js';

/**
 * Memoises a read of facts that stay fixed while a warehouse is open (enum dictionaries, the filter
 * combinations of a TMC or of a set of filters), per warehouse and per argument as `keyOf` names it:
 * a rebuilt dataset opens a new warehouse and reads them again. Calls that arrive while a read runs
 * share it; a read that fails is forgotten, so the next call tries again. At most `max` answers are
 * kept per warehouse, the least recently used dropped first.
 *
 * @example const parties = memoPerWarehouse((warehouse, tmc: string) => warehouse.all(`…`, [tmc]));
 * await parties(warehouse, 'northstar'); // reads once; later calls for northstar share the answer
 */
export function memoPerWarehouse<A, V>(
  read: (warehouse: Warehouse, arg: A) => Promise<V>,
  keyOf: (arg: A) => string = String,
  { max = 1_000 }: { max?: number } = {},
): (warehouse: Warehouse, arg: A) => Promise<V> {
  const memos = new WeakMap<Warehouse, LRUCache<string, Promise<V>>>();
  return (warehouse, arg) => {
    let memo = memos.get(warehouse);
    if (!memo) {
      memo = new LRUCache({ max });
      memos.set(warehouse, memo);
    }
    // A dataset another replica reloaded is another generation: its facts are read again.
    const key = `${warehouse.generation ?? 0}\u0000${keyOf(arg)}`;
    let value = memo.get(key);
    if (!value) {
      value = read(warehouse, arg);
      const inMemo = memo;
      value.catch(() => inMemo.delete(key));
      memo.set(key, value);
    }
    return value;
  };
}
