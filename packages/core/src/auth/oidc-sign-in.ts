import type { UserManagerSettings } from 'oidc-client-ts';
import type { Bus } from '../bus/bus.js';
import { anonymousClaims } from '../bus/defaults.js';
import type { AuthState } from '../bus/types.js';
import { claimsFromProfile, decodeJwtPayload, userFromProfile, type RawClaims } from './claims.js';
import {
  memoryStore,
  rememberReturnAddress,
  takeReturnAddress,
  type ReturnAddressStore,
} from './return-address.js';

/** The part of an oidc-client-ts `User` the sign-in reads. */
export interface SignedInUser {
  access_token: string;
  expired?: boolean;
  profile: RawClaims;
}

/** The part of oidc-client-ts's `UserManager` the sign-in uses (tests pass a stand-in). */
export interface UserManagerLike {
  getUser(): Promise<SignedInUser | null>;
  signinRedirect(): Promise<void>;
  signinCallback(url?: string): Promise<SignedInUser | undefined>;
  signinSilent(): Promise<SignedInUser | null>;
  signoutRedirect(): Promise<void>;
  removeUser(): Promise<void>;
  stopSilentRenew(): void;
  events: {
    addUserLoaded(callback: (user: SignedInUser) => void): () => void;
    addUserUnloaded(callback: () => void): () => void;
    addSilentRenewError(callback: (error: Error) => void): () => void;
  };
}

export interface OidcSignInOptions {
  /** The OpenID issuer, e.g. `https://tripsight.example/oidc`. */
  authority: string;
  /** The public client id, e.g. `tripsight-portal`. */
  clientId: string;
  /** Where the provider sends the browser back with the code, e.g. `{origin}/callback`. */
  redirectUri: string;
  /** Page for hidden-frame renewal when no refresh token is at hand; defaults to `redirectUri`. */
  silentRedirectUri?: string;
  /** Where sign-out lands; defaults to the root of `redirectUri`'s origin (the platform home). */
  postLogoutRedirectUri?: string;
  /** Requested scopes; default `openid profile email offline_access`. */
  scope?: string;
  /** Keeps the return address; session storage when available. */
  returnAddressStore?: ReturnAddressStore;
  /** Builds the UserManager; by default loads oidc-client-ts on first use. */
  createUserManager?: (settings: UserManagerSettings) => Promise<UserManagerLike>;
}

export interface OidcSignIn {
  /** Restores a stored sign-in and writes `auth` (signed-in or anonymous) into the bus. */
  init(): Promise<AuthState>;
  /** Remembers `returnTo` (default: the current location) and redirects to the provider. */
  signIn(returnTo?: string): Promise<void>;
  /**
   * Completes the sign-in on the redirect page. Resolves the remembered return address (root by
   * default, cleared after use), or null when the page was a hidden renewal frame or popup.
   * On failure writes the message to `auth.error`, emits `tripsight-error` and a failed `sign_in`
   * analytics event, then rejects with the error.
   */
  handleCallback(url?: string): Promise<string | null>;
  /** Forgets the user and redirects to the provider's sign-out, which returns to the platform home. */
  signOut(): Promise<void>;
  /** The current access token, renewed silently when expired; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Stops listening and renewing. */
  dispose(): void;
}

/** The message shown for a failed sign-in: the error's own words. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Sign-in failed';
}

function defaultStore(): ReturnAddressStore {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); fall back to memory.
  }
  return memoryStore();
}

async function loadUserManager(settings: UserManagerSettings): Promise<UserManagerLike> {
  const { UserManager } = await import('oidc-client-ts');
  return new UserManager(settings);
}

function currentPath(): string {
  if (typeof location === 'undefined') return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Claims from the ID token profile, completed by the access token's (external issuers differ). */
function userClaims(user: SignedInUser): RawClaims {
  let fromAccessToken: RawClaims = {};
  try {
    fromAccessToken = decodeJwtPayload(user.access_token);
  } catch {
    // An opaque access token: the profile alone counts.
  }
  return { ...fromAccessToken, ...user.profile };
}

/**
 * Built-in sign-in with oidc-client-ts (loaded only when first used): redirect sign-in with PKCE,
 * callback handling, silent renew, sign-out, the remembered return address. Sets
 * `bus.accessTokenProvider` and keeps `bus.auth` (status, user, claims) up to date.
 *
 * @example
 * const signIn = createOidcSignIn(bus, {
 *   authority: `${location.origin}/oidc`,
 *   clientId: 'tripsight-portal',
 *   redirectUri: `${location.origin}/callback`,
 * });
 * await signIn.init();
 */
export function createOidcSignIn(bus: Bus, options: OidcSignInOptions): OidcSignIn {
  const store = options.returnAddressStore ?? defaultStore();
  const settings: UserManagerSettings = {
    authority: options.authority,
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    silent_redirect_uri: options.silentRedirectUri ?? options.redirectUri,
    post_logout_redirect_uri: options.postLogoutRedirectUri ?? `${new URL(options.redirectUri).origin}/`,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email offline_access',
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
  };
  const create = options.createUserManager ?? loadUserManager;
  const unsubscribe: (() => void)[] = [];
  // One completion per callback URL: a second caller (portal route and element) shares the result.
  const callbacks = new Map<string, Promise<string | null>>();
  let manager: Promise<UserManagerLike> | undefined;

  function writeUser(user: SignedInUser): AuthState {
    const claims = userClaims(user);
    const auth: AuthState = {
      status: 'signed-in',
      user: userFromProfile(claims),
      claims: claimsFromProfile(claims),
    };
    bus.setState({ auth });
    return auth;
  }

  function writeAnonymous(error?: string): AuthState {
    const auth: AuthState = {
      status: 'anonymous',
      user: null,
      claims: anonymousClaims(),
      ...(error ? { error } : {}),
    };
    bus.setState({ auth });
    return auth;
  }

  function userManager(): Promise<UserManagerLike> {
    manager ??= create(settings).then((created) => {
      unsubscribe.push(
        created.events.addUserLoaded((user) => writeUser(user)),
        created.events.addUserUnloaded(() => writeAnonymous()),
        created.events.addSilentRenewError((error) =>
          bus.emit('tripsight-error', { message: signInErrorMessage(error), source: 'sign-in' }),
        ),
      );
      return created;
    });
    manager.catch(() => (manager = undefined));
    return manager;
  }

  async function getAccessToken(): Promise<string | null> {
    const users = await userManager();
    let user = await users.getUser();
    if (user?.expired) {
      try {
        user = await users.signinSilent();
      } catch {
        user = null;
      }
      if (!user) writeAnonymous();
    }
    return user?.access_token ?? null;
  }

  async function completeCallback(url: string | undefined): Promise<string | null> {
    try {
      const user = await (await userManager()).signinCallback(url);
      if (!user) return null;
      writeUser(user);
      return takeReturnAddress(store);
    } catch (error) {
      const message = signInErrorMessage(error);
      writeAnonymous(message);
      bus.emit('tripsight-error', { message, source: 'sign-in' });
      bus.emit('tripsight-analytics', {
        event: 'sign_in',
        feature: 'sign-in',
        action_type: 'sign_in',
        outcome: 'fail',
      });
      throw error;
    }
  }

  bus.accessTokenProvider = getAccessToken;

  return {
    async init() {
      const user = await (await userManager()).getUser();
      return user && !user.expired ? writeUser(user) : writeAnonymous();
    },

    async signIn(returnTo = currentPath()) {
      rememberReturnAddress(store, returnTo);
      await (await userManager()).signinRedirect();
    },

    handleCallback(url) {
      const key = url ?? (typeof location === 'undefined' ? '' : location.href);
      let completion = callbacks.get(key);
      if (!completion) {
        completion = completeCallback(url);
        callbacks.set(key, completion);
      }
      return completion;
    },

    async signOut() {
      const users = await userManager();
      writeAnonymous();
      await users.signoutRedirect();
    },

    getAccessToken,

    dispose() {
      for (const stop of unsubscribe.splice(0)) stop();
      if (bus.accessTokenProvider === getAccessToken) bus.accessTokenProvider = null;
      void manager?.then((created) => created.stopSilentRenew());
    },
  };
}

const shared = new WeakMap<Bus, { key: string; signIn: OidcSignIn }>();

/**
 * The one built-in sign-in of `bus` for these options: the portal's routes and
 * `<tripsight-sign-in>` share it (a bus gets a new one only when the options change).
 */
export function sharedOidcSignIn(bus: Bus, options: OidcSignInOptions): OidcSignIn {
  const key = JSON.stringify([
    options.authority,
    options.clientId,
    options.redirectUri,
    options.silentRedirectUri ?? null,
    options.postLogoutRedirectUri ?? null,
    options.scope ?? null,
  ]);
  const existing = shared.get(bus);
  if (existing?.key === key) return existing.signIn;
  existing?.signIn.dispose();
  const signIn = createOidcSignIn(bus, options);
  shared.set(bus, { key, signIn });
  return signIn;
}
