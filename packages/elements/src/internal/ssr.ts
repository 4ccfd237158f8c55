// Server-side rendering guards: the package's modules load in Node (Next.js, Nuxt, SvelteKit, Astro
// servers import them), and elements are defined only where a DOM with custom elements exists.

/**
 * True where custom elements can be defined: a browser, or a DOM such as happy-dom. False in Node
 * during SSR, also when a library has installed a partial `customElements` shim there (Lit's Node
 * build does) without `HTMLElement`.
 */
export function canDefineElements(): boolean {
  return (
    typeof HTMLElement === 'function' &&
    typeof customElements === 'object' &&
    customElements !== null &&
    typeof customElements.define === 'function'
  );
}

/**
 * `HTMLElement` where there is one; elsewhere (Node) an empty class, so a module that declares an
 * element class still loads. Such a class is never defined there (see `canDefineElements`).
 */
export const HTMLElementBase: typeof HTMLElement =
  typeof HTMLElement === 'function' ? HTMLElement : (class {} as unknown as typeof HTMLElement);
