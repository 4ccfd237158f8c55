import { Component, type ReactNode } from 'react';
import { EMPTY_STATE_ADVICE, EMPTY_STATE_TITLE, SECTION_ERROR } from '@tripsight/core';

/** Placeholder shown while a widget's data loads. */
export function Skeleton({ height = 96 }: { height?: number }) {
  return (
    <div part="skeleton" className="ts-skeleton" style={{ height }} aria-busy="true" aria-label="Loading" />
  );
}

/** 'Looks like there is no data here yet!' with the advice to extend the time frame and contact support. */
export function EmptyState({
  title = EMPTY_STATE_TITLE,
  advice = EMPTY_STATE_ADVICE,
}: {
  title?: string;
  advice?: string | null;
}) {
  return (
    <div part="empty" className="ts-empty" role="status">
      <strong>{title}</strong>
      {advice && <span>{advice}</span>}
    </div>
  );
}

/** 'An error has occurred', with the reason when one is known. */
export function ErrorFallback({ detail }: { detail?: string | null }) {
  return (
    <div part="error" className="ts-error" role="alert">
      <strong>{SECTION_ERROR}</strong>
      {detail && <span>{detail}</span>}
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Shows the error fallback instead of a section that threw while rendering. */
export class ErrorBoundary extends Component<
  { children: ReactNode; onError?: (error: Error) => void },
  BoundaryState
> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? <ErrorFallback detail={this.state.error.message} /> : this.props.children;
  }
}
