import type { ReactNode } from 'react';
import type { ViewStatus } from '../internal/view-status.js';
import { EmptyState, ErrorFallback, SignedOutState, Skeleton } from './states.js';

export type { ViewStatus } from '../internal/view-status.js';

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
 * (docs/rules/shell.md#widget-states).
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
