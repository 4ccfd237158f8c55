import { queryClientFor } from '../internal/query-client.js';
import type { TripsightContextElement } from '../controls/context/context.element.js';

/** Text of a node including every shadow root below it. */
export function deepText(node: Node): string {
  let text = '';
  const walk = (n: Node) => {
    if (n.nodeType === 3) text += n.textContent ?? '';
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    if (n instanceof HTMLStyleElement) return;
    n.childNodes.forEach(walk);
  };
  walk(node);
  return text;
}

/** Every element matching `selector`, searching through shadow roots. */
export function deepQueryAll(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [...root.querySelectorAll(selector)];
  if (root instanceof Element && root.shadowRoot) found.push(...deepQueryAll(root.shadowRoot, selector));
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) found.push(...deepQueryAll(el.shadowRoot, selector));
  }
  return found;
}

/** Waits until `check` holds (polling), failing with `what` after `timeout` ms. */
export async function until(check: () => boolean, what = 'condition', timeout = 4000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Mounts `inner` inside a fresh `<tripsight-context>` (its own bus, failed calls not retried) and
 * returns the provider.
 */
export function mountInContext(inner: string, attributes = ''): TripsightContextElement {
  document.body.innerHTML = `<tripsight-context ${attributes}>${inner}</tripsight-context>`;
  const ctx = document.querySelector('tripsight-context')!;
  queryClientFor(ctx.bus).setDefaultOptions({ queries: { retry: false } });
  return ctx;
}

/** Answers for a stubbed `fetch`: a body per view path (matched by the end of the path), or a status. */
export type FakeViews = Record<
  string,
  { data: unknown; currency?: string } | { status: number; error: string; message: string }
>;

/** A `fetch` stand-in that answers analytics views like the service does and records the URLs asked. */
export function fakeFetch(views: FakeViews): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fn = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    urls.push(url);
    const path = url.split('?')[0] ?? '';
    const key = Object.keys(views).find((k) => path.endsWith(k));
    const answer = key ? views[key] : { status: 404, error: 'NOT_FOUND', message: `no view ${path}` };
    if (answer && 'status' in answer) return Response.json(answer, { status: answer.status });
    return Response.json({
      data: answer?.data,
      annotation: { currency: answer?.currency ?? 'USD' },
      currencyFields: [],
    });
  };
  return { fetch: fn as typeof fetch, urls };
}
