/** The cookies one browser would keep for the service (names only; the tests use one host). */
export declare class CookieJar {
  store(response: Response): void;
  header(): string;
}
/** Fetches like a browser tab with `jar` for cookies, never following redirects. */
export declare function browse(jar: CookieJar, url: string, init?: RequestInit): Promise<Response>;
/** The tokens of one completed sign-in. */
export interface SignInResult {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}
export interface SignInOptions {
  scope?: string;
  redirectUri?: string;
  jar?: CookieJar;
  /** The OpenID client signing in (default: the portal's, `tripsight-portal`). */
  clientId?: string;
}
/**
 * Signs demo `user` (e.g. 'manager') in at the service's development provider exactly as a browser
 * would (PKCE S256, the sign-in page's form, the code exchange), for tests, benches and scripts.
 */
export declare function signInAsDemoUser(
  serviceUrl: string,
  user: string,
  options?: SignInOptions,
): Promise<SignInResult>;
