import type { ReactNode } from 'react';
import { EmptyState, ErrorFallback, SignedOutState, Skeleton } from './states.js';

/**
 * What a data-driven section renders from: loading, signed out (no token yet, nothing asked), an
 * error, or the data with its currency.
 */
export type ViewStatus<T> =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T; currency: string | null };

export interface ViewStateProps<T> {
  view: ViewStatus<T>;
  /** True when the data holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  skeletonHeight?: number;
  /** Empty-state title when not the default one. */
  emptyTitle?: string;
  emptyAdvice?: string | null;
  children: (data: T, currency: string | null) => ReactNode;
}

/**
 * Renders the loading skeleton, the signed-out note, the error fallback, the empty state or the data
 * (spec §4 widget states).
 */
export function ViewState<T>({
  view,
  isEmpty,
  skeletonHeight,
  emptyTitle,
  emptyAdvice,
  children,
}: ViewStateProps<T>) {
  if (view.status === 'loading') return <Skeleton height={skeletonHeight} />;
  if (view.status === 'signed-out') return <SignedOutState />;
  if (view.status === 'error') return <ErrorFallback detail={view.error.message} />;
  if (isEmpty?.(view.data)) return <EmptyState title={emptyTitle} advice={emptyAdvice} />;
  return <>{children(view.data, view.currency)}</>;
}
