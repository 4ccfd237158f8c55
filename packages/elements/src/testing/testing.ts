import { queryClientFor } from '../internal/query-client.js';
import type { TripsightContextElement } from '../controls/context/context.element.js';

import { deepQueryAll } from '@tripsight/testing';

export { deepQuery, deepQueryAll, deepText, fakeFetch, until } from '@tripsight/testing';
export type { FakeAnswers as FakeViews } from '@tripsight/testing';

/**
 * The texts of the leaf elements under `root` (through shadow roots, styles left out), joined by
 * spaces: what a reader sees, with the words of neighbouring cells kept apart.
 */
export function leafText(root: ParentNode): string {
  return deepQueryAll(root, '*')
    .filter((e) => e.children.length === 0 && e.localName !== 'style')
    .map((e) => e.textContent)
    .join(' ');
}

/**
 * Mounts `inner` inside a fresh `<tripsight-context>` (its own bus with a token, failed calls not
 * retried) and returns the provider.
 */
export function mountInContext(inner: string, attributes = ''): TripsightContextElement {
  document.body.innerHTML = `<tripsight-context ${attributes}>${inner}</tripsight-context>`;
  const ctx = document.querySelector('tripsight-context')!;
  ctx.accessTokenProvider = async () => 'test-token';
  queryClientFor(ctx.bus).setDefaultOptions({ queries: { retry: false } });
  return ctx;
}
