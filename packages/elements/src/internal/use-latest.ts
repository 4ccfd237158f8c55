import { useRef } from 'react';
import type { ViewStatus } from './view-status.js';

/**
 * The last answer while a new one loads, so a control's change redraws the figures in place instead
 * of flashing the loading state; `refreshing` is true meanwhile.
 */
export function useLatest<T>(view: ViewStatus<T>): { view: ViewStatus<T>; refreshing: boolean } {
  const last = useRef<ViewStatus<T> | null>(null);
  if (view.status === 'success') last.current = view;
  if (view.status === 'error') last.current = null;
  if (view.status === 'loading' && last.current) return { view: last.current, refreshing: true };
  return { view, refreshing: false };
}
