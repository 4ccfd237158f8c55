import { useEffect } from 'react';
import type { ProductType } from '@tripsight/core/bus';
import { demoRangeFor } from '@tripsight/core/savings';
import { useHost } from './host-context.js';
import { useBusState } from './use-bus.js';

/**
 * The demo company (claims `isDemo`) sees mocked dates: the July 2019 window when none is set, and
 * never a start before the April 2019 calendar minimum. Returns true while the range is being set.
 */
export function useDemoDates(product: ProductType = 'air'): boolean {
  const { bus } = useHost();
  const isDemo = useBusState((s) => s.auth.claims.isDemo);
  const range = useBusState((s) => s.dates[product]);
  const pending = isDemo && demoRangeFor(range) !== null;
  useEffect(() => {
    if (!pending) return;
    const next = demoRangeFor(bus.getState().dates[product]);
    if (next) bus.setState((s) => ({ dates: { ...s.dates, [product]: next } }));
  }, [pending, bus, product]);
  return pending;
}
