import { Component, type ReactNode } from 'react';
import { SIGNED_OUT_TEXT } from '@tripsight/core/api';
import { EMPTY_STATE_ADVICE, EMPTY_STATE_TITLE, SECTION_ERROR } from '@tripsight/core/savings';
import { useText } from '../internal/use-text.js';
import { useAnnounced } from '../internal/use-announced.js';

export interface SkeletonProps {
  /** Height of one placeholder bar in px (default 96). */
  height?: number;
  /** Placeholder bars stacked one under the other, as for the rows of a list (default 1). */
  lines?: number;
  /**
   * Hidden from assistive technology, for a page that announces its loading once in a status region
   * of its own (the report page): many skeletons would otherwise each say 'Loading'.
   */
  quiet?: boolean;
}

/**
 * Placeholder shown while a section's data loads (part: `skeleton`): a busy status region named
 * 'Loading' (a role that allows the name), or, `quiet` or inside a `<tripsight-context>` that
 * announces loading once for the dashboard, hidden from the accessibility tree.
 *
 * @example <Skeleton height={36} lines={5} />
 */
export function Skeleton({ height = 96, lines = 1, quiet = false }: SkeletonProps) {
  const announced = useAnnounced();
  const a11y =
    quiet || announced
      ? ({ 'aria-hidden': true } as const)
      : ({ role: 'status', 'aria-busy': true, 'aria-label': 'Loading' } as const);
  if (lines <= 1) return <div part="skeleton" className="ts-skeleton" style={{ height }} {...a11y} />;
  return (
    <div part="skeleton" className="ts-skeleton-lines" {...a11y}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="ts-skeleton" style={{ height }} />
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  /** Default: 'Looks like there is no data here yet!' (spec §4). */
  title?: string;
  /** Default: the advice to extend the time frame and contact support; null for none. */
  advice?: string | null;
  /** A one-line empty text inside a card section (left aligned, little padding). */
  compact?: boolean;
}

/**
 * The empty state (part: `empty`, role status): by default 'Looks like there is no data here
 * yet!' with the advice to extend the time frame and contact support; screens pass their own spec
 * texts ('No attachments', 'No email addresses configured').
 *
 * @example <EmptyState title="No summary available" advice={null} compact />
 */
export function EmptyState({
  title = EMPTY_STATE_TITLE,
  advice = EMPTY_STATE_ADVICE,
  compact,
}: EmptyStateProps) {
  const text = useText();
  return (
    <div part="empty" className={compact ? 'ts-empty ts-compact' : 'ts-empty'} role="status">
      <strong>{text(title)}</strong>
      {advice && <span>{text(advice)}</span>}
    </div>
  );
}

/**
 * The signed-out state (part: `signed-out`, role status): 'Sign in to see this data.', a neutral
 * note shown while the dashboard has no token; the section loads as soon as one arrives.
 */
export function SignedOutState() {
  const text = useText();
  return (
    <div part="signed-out" className="ts-empty ts-compact" role="status">
      <span>{text(SIGNED_OUT_TEXT)}</span>
    </div>
  );
}

export interface ErrorFallbackProps {
  /** The reason, when one is known (shown after the title). */
  detail?: string | null;
  /** Default: 'An error has occurred' (spec §8); screens pass their own failure text. */
  title?: string;
  /** A one-line message inside a card or form (left aligned, tinted). */
  compact?: boolean;
}

/**
 * The error state (part: `error`, role alert, except inside a `<tripsight-context>`, whose live
 * region says the dashboard's failures once): 'An error has occurred' or the screen's failure
 * text, then the reason when one is known, separated by a space so the whole reads as one
 * sentence to assistive technology.
 *
 * @example <ErrorFallback title="Failed to load audit log data. Please try again later." detail="Error: Network error." compact />
 */
export function ErrorFallback({ detail, title = SECTION_ERROR, compact }: ErrorFallbackProps) {
  const text = useText();
  // Inside a context that announces, the dashboard says its failures once, not once per card.
  const announced = useAnnounced();
  return (
    <div
      part="error"
      className={compact ? 'ts-error ts-compact' : 'ts-error'}
      role={announced ? undefined : 'alert'}
    >
      <strong>{text(title)}</strong>
      {detail && (
        <>
          {' '}
          <span>{detail}</span>
        </>
      )}
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Shows the error fallback (part: `error`) instead of a section that threw while rendering. */
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
