/**
 * What a data-driven section renders from: loading, signed out (no token yet, nothing asked), an
 * error, or the data with its currency.
 */
export type ViewStatus<T> =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T; currency: string | null };
