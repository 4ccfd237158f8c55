import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { defaultBus } from '@tripsight/core/context';
import { queryClientFor } from '../internal/query-client.js';

export { deepText, until } from '@tripsight/testing';

/** A recorded call of the fake operations service. */
interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeRoute = (call: FakeCall) => unknown | Response | Promise<unknown | Response>;

/**
 * A fake operations service for component tests: routes match "METHOD /path" exactly (query
 * ignored); every call is recorded. Unmatched calls get 404 NOT_FOUND.
 */
export function fakeOpsService(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://ops.test');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    if (!route) return Response.json({ error: 'NOT_FOUND', message: 'no route' }, { status: 404 });
    const result = await route(call);
    return result instanceof Response ? result : Response.json(result);
  };
  return { fetch, calls };
}

/** Signs the page bus in with a test token. */
function signInDefaultBus(): void {
  defaultBus().accessTokenProvider = async () => 'component-test-token-123';
}

/** The shadow root of the first `tag` on the page. */
export function shadowOf(tag: string): ShadowRoot {
  const root = document.querySelector(tag)?.shadowRoot;
  if (!root) throw new Error(`<${tag}> has no shadow root`);
  return root;
}

/** The button whose text (trimmed) is `text`. */
export function button(root: ParentNode, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** Types into a React-controlled input or select (sets the value and fires input/change). */
export function typeInto(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The hooks every operator-screen test shares: the element defined once, a signed-in page bus with
 * an empty cache and a clean address before each test, the page and the stubs cleared after.
 */
export function setUpOpsScreen(define: () => void): void {
  beforeAll(() => {
    // A hook's returned function would run as its teardown: call define for its effect only.
    define();
  });
  beforeEach(() => {
    signInDefaultBus();
    queryClientFor(defaultBus()).clear();
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** Answers the page's calls with `service` and mounts `<tag>`; returns the service for its calls. */
export function mountOpsScreen<S extends { fetch: unknown }>(tag: string, service: S): S {
  vi.stubGlobal('fetch', service.fetch);
  document.body.innerHTML = `<${tag}></${tag}>`;
  return service;
}
