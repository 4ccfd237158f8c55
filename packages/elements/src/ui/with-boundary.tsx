import type { ComponentType } from 'react';
import { emit } from '../internal/emit.js';
import { useHost } from '../internal/host-context.js';
import { ErrorBoundary } from './states.js';

/**
 * Wraps a widget so a rendering failure shows 'An error has occurred' in its place and is reported
 * to the host as `tripsight-error`, instead of breaking the page.
 */
export function withBoundary<P extends object>(Inner: ComponentType<P>, source: string): ComponentType<P> {
  function Bounded(props: P) {
    const { host } = useHost();
    return (
      <ErrorBoundary onError={(error) => emit(host, 'tripsight-error', { message: error.message, source })}>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Inner.displayName ?? Inner.name})`;
  return Bounded;
}
