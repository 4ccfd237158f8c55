import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { defineLazyElement, withShoelaceTheme } from './define.js';
import { sharedStyleSheet } from './style-sheets.js';

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('defineLazyElement', () => {
  afterEach(() => document.body.replaceChildren());

  it('adopts the CSS that comes with the lazy module, after the base and theme sheets', async () => {
    const fromModule = ':host { --module-token: 1px; }';
    defineLazyElement('test-lazy-module-styles', async () => ({
      component: () => createElement('p', { className: 'loaded' }, 'loaded'),
      styles: [fromModule],
    }));
    const element = document.createElement('test-lazy-module-styles');
    document.body.append(element);
    await waitFor(() => element.shadowRoot?.querySelector('.loaded') !== null, 'the lazy component');
    const sheets = element.shadowRoot!.adoptedStyleSheets;
    // base, dark theme and the user's-settings sheet, then the module's.
    expect(sheets).toHaveLength(4);
    expect(sheets.at(-1)).toBe(sharedStyleSheet(fromModule));
  });

  it('withShoelaceTheme loads the Shoelace theme with the component, not with the definition', async () => {
    const { shoelaceThemeCss } = await import('./shoelace.js');
    const load = withShoelaceTheme(async () => () => createElement('p', null, 'control'));
    const loaded = await load();
    expect(loaded.styles).toEqual([shoelaceThemeCss]);
    expect(typeof loaded.component).toBe('function');
  });
});
