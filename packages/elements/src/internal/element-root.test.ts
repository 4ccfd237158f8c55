import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from './define.js';
import { baseStyles } from './base.styles.js';
import { darkThemeStyles } from './theme.styles.js';
import { adaptiveStyles } from './adaptive.styles.js';
import { sharedStyleSheet } from './style-sheets.js';
import { until } from '../testing/testing.js';

function Probe() {
  return createElement('p', { className: 'probe' }, 'styled');
}

async function mount(tag: string): Promise<ShadowRoot> {
  defineElement(tag, Probe);
  const element = document.createElement(tag);
  document.body.append(element);
  await until(() => element.shadowRoot?.querySelector('.probe'));
  return element.shadowRoot!;
}

describe('ElementRoot styles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('adopts the shared sheets, base first, then the theme and the user settings, with no <style> element', async () => {
    const root = await mount('tripsight-style-probe');
    expect(root.querySelector('style')).toBe(null);
    expect(root.adoptedStyleSheets).toEqual([
      sharedStyleSheet(baseStyles),
      sharedStyleSheet(darkThemeStyles),
      sharedStyleSheet(adaptiveStyles),
    ]);
  });

  it('writes one <style> element where the browser cannot adopt sheets', async () => {
    vi.stubGlobal('CSSStyleSheet', class {});
    const root = await mount('tripsight-style-fallback-probe');
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('.tripsight-root');
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});
