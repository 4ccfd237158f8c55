import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles, canAdoptStyleSheets, sharedStyleSheet } from './style-sheets.js';

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('adoptStyles', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives every shadow root the same sheet object for the same CSS', () => {
    const theme = ':host { --theme-token: 1px; }';
    const a = shadowRoot();
    const b = shadowRoot();
    expect(adoptStyles(a, [theme, '.a { color: red; }'])).toBe(true);
    expect(adoptStyles(b, [theme, '.b { color: blue; }'])).toBe(true);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(a.adoptedStyleSheets[0]).toBe(sharedStyleSheet(theme));
    expect(a.adoptedStyleSheets[1]).not.toBe(b.adoptedStyleSheets[1]);
    expect(a.adoptedStyleSheets[1]!.cssRules[0]!.cssText).toContain('.a');
  });

  it('leaves out empty texts', () => {
    const root = shadowRoot();
    adoptStyles(root, ['', '.x { color: red; }', '  ']);
    expect(root.adoptedStyleSheets).toHaveLength(1);
  });

  it('changes nothing, and says so, where sheets cannot be adopted', () => {
    const root = shadowRoot();
    // A browser without constructable stylesheets.
    vi.stubGlobal('CSSStyleSheet', class {});
    try {
      expect(canAdoptStyleSheets()).toBe(false);
      expect(adoptStyles(root, ['.x { color: red; }'])).toBe(false);
      expect(root.adoptedStyleSheets).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
