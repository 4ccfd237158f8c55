import type { UserManagerSettings } from 'oidc-client-ts';
import type { SignedInUser, UserManagerLike } from '../auth/oidc-sign-in.js';

/**
 * A stand-in for oidc-client-ts's user manager: it signs in with `callbackResult`, renews with
 * `renewed`, counts redirects and sign-outs, and fires its listeners as the real one does
 * (`failRenew` for a failed silent renewal). The sign-in tests of core and of the elements share it.
 */
export class FakeUserManager implements UserManagerLike {
  user: SignedInUser | null = null;
  callbackResult: SignedInUser | undefined | Error = undefined;
  renewed: SignedInUser | null = null;
  redirects = 0;
  signOuts = 0;
  stopped = false;
  private loadedListeners: ((user: SignedInUser) => void)[] = [];
  private unloadedListeners: (() => void)[] = [];
  private renewErrorListeners: ((error: Error) => void)[] = [];
  events = {
    addUserLoaded: (cb: (user: SignedInUser) => void) => (this.loadedListeners.push(cb), () => {}),
    addUserUnloaded: (cb: () => void) => (this.unloadedListeners.push(cb), () => {}),
    addSilentRenewError: (cb: (error: Error) => void) => (this.renewErrorListeners.push(cb), () => {}),
  };
  constructor(readonly settings?: UserManagerSettings) {}
  async getUser() {
    return this.user;
  }
  async signinRedirect() {
    this.redirects += 1;
  }
  async signinCallback() {
    if (this.callbackResult instanceof Error) throw this.callbackResult;
    this.user = this.callbackResult ?? null;
    return this.callbackResult;
  }
  async signinSilent() {
    this.user = this.renewed;
    if (this.renewed) this.loadedListeners.forEach((cb) => cb(this.renewed!));
    return this.renewed;
  }
  async signoutRedirect() {
    this.signOuts += 1;
  }
  async removeUser() {
    this.user = null;
    this.unloadedListeners.forEach((cb) => cb());
  }
  stopSilentRenew() {
    this.stopped = true;
  }
  failRenew(error: Error) {
    this.renewErrorListeners.forEach((cb) => cb(error));
  }
}
