import type { Warehouse } from './warehouse.js';

/**
 * Memoises a read of facts that stay fixed while a warehouse is open (enum dictionaries, the filter
 * combinations of a TMC), per warehouse and per argument as `keyOf` names it: a rebuilt dataset opens
 * a new warehouse and reads them again. A read that fails is forgotten, so the next call tries again.
 *
 * @example const parties = memoPerWarehouse((warehouse, tmc: string) => warehouse.all(`…`, [tmc]));
 * await parties(warehouse, 'northstar'); // reads once; later calls for northstar share the answer
 */
export function memoPerWarehouse<A, V>(
  read: (warehouse: Warehouse, arg: A) => Promise<V>,
  keyOf: (arg: A) => string = String,
): (warehouse: Warehouse, arg: A) => Promise<V> {
  const memos = new WeakMap<Warehouse, Map<string, Promise<V>>>();
  return (warehouse, arg) => {
    let memo = memos.get(warehouse);
    if (!memo) {
      memo = new Map();
      memos.set(warehouse, memo);
    }
    const key = keyOf(arg);
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
