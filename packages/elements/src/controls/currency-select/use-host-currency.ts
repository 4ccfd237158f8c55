import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Bus, BusState } from '@tripsight/core/bus';

/** What the currency selector needs to leave a host's currency alone. */
export interface HostCurrency {
  /** True while the bus currency is one the host set (attribute, property or script), not this control. */
  isHostChoice: () => boolean;
  /** Writes to the bus as this control (not counted as the host's choice). */
  write: (patch: Partial<BusState>) => void;
  /** The user picked a currency in this control: from now on it is the control's to reset. */
  userPicked: (patch: Partial<BusState>) => void;
}

/**
 * Tells the host's currency from the control's own: a currency on the bus when the control arrives,
 * or one set later by anyone but the control, is the host's and wins over the automatic choice and
 * the branch-currency reset; only the user's pick in the control replaces it.
 */
export function useHostCurrency(bus: Bus): HostCurrency {
  const hostChose = useRef(bus.getState().currency !== null);
  const writing = useRef(false);

  useLayoutEffect(() => {
    hostChose.current = bus.getState().currency !== null;
    return bus.subscribe((state, previous) => {
      if (!writing.current && state.currency !== previous.currency)
        hostChose.current = state.currency !== null;
    });
  }, [bus]);

  return useMemo(() => {
    const write = (patch: Partial<BusState>) => {
      writing.current = true;
      try {
        bus.setState(patch);
      } finally {
        writing.current = false;
      }
    };
    return {
      isHostChoice: () => hostChose.current,
      write,
      userPicked: (patch: Partial<BusState>) => {
        hostChose.current = false;
        write(patch);
      },
    };
  }, [bus]);
}
