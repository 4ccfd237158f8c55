/** Text of a node including every shadow root below it (style sheets left out). */
export function deepText(node: Node): string {
  let text = '';
  const walk = (n: Node) => {
    if (n.nodeType === 3) text += n.textContent ?? '';
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    if (n.nodeName === 'STYLE') return;
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

/** The first element matching `selector` through shadow roots, or null. */
export function deepQuery(root: ParentNode, selector: string): Element | null {
  return deepQueryAll(root, selector)[0] ?? null;
}
