/**
 * What the portal needs from sign-in. `sign-in.ts` wires it to core's OpenID Connect sign-in; the
 * rest of the portal only sees this.
 */
export interface PortalSignIn {
  /** Restores an existing session (claims and token provider into the bus); true when signed in. */
  restore(): Promise<boolean>;
  /** Starts the redirect login, remembering the current address to come back to. */
  login(): Promise<void>;
  /** Completes the redirect login on the callback route; resolves to the remembered address (default '/'). */
  completeLogin(): Promise<string>;
  /** Signs out and returns to the platform home. */
  logout(): Promise<void>;
  /** Calls `listener` when the session ends (sign-out, expiry); returns the function that stops it. */
  onSignedOut(listener: () => void): () => void;
}
