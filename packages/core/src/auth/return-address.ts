/** Where the path to return to after sign-in is kept (session storage by default). */
export const RETURN_ADDRESS_KEY = 'tripsight.returnAddress';

/** The root: where a user lands after sign-in when nothing was remembered (docs/rules/shell.md#routes). */
export const DEFAULT_RETURN_ADDRESS = '/';

/** The part of the Web Storage interface the return address needs. */
export interface ReturnAddressStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * `value` when it is a path of this site (starts with one `/`), else the root. Guards against
 * sending the user to another site after sign-in.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_RETURN_ADDRESS;
  }
  return value;
}

/**
 * Remembers `path` (path + query + hash of the current location) before the login view or the
 * sign-in redirect. Sign-in pages themselves (`excluded`, e.g. the callback) are never remembered.
 */
export function rememberReturnAddress(
  store: ReturnAddressStore,
  path: string,
  excluded: readonly string[] = ['/callback'],
): void {
  const safe = safeReturnPath(path);
  const pathname = safe.split(/[?#]/)[0] ?? safe;
  if (excluded.includes(pathname)) return;
  store.setItem(RETURN_ADDRESS_KEY, safe);
}

/** The remembered address (root when none), cleared so it is used only once. */
export function takeReturnAddress(store: ReturnAddressStore): string {
  const value = store.getItem(RETURN_ADDRESS_KEY);
  store.removeItem(RETURN_ADDRESS_KEY);
  return safeReturnPath(value);
}

/** An in-memory store for environments without Web Storage (and for tests). */
export function memoryStore(): ReturnAddressStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
