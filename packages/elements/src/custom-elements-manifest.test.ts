import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as elements from './elements.js';

interface Entry {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
interface Declaration {
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  attributes?: Entry[];
  events?: Entry[];
  cssParts?: Entry[];
  cssProperties?: Entry[];
}

const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'custom-elements.json'), 'utf8'),
) as {
  modules: { declarations?: Declaration[] }[];
};
const declared = new Map(
  manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((d) => d.customElement && d.tagName)
    .map((d) => [d.tagName!, d]),
);

/** The tags the define functions of elements.ts register, read off `customElements.define`. */
function definedTags(): string[] {
  const tags: string[] = [];
  const define = customElements.define.bind(customElements);
  vi.spyOn(customElements, 'define').mockImplementation((tag, constructor, options) => {
    tags.push(tag);
    define(tag, constructor, options);
  });
  for (const defineElement of Object.values(elements)) defineElement();
  return [...new Set(tags)].sort();
}

describe('custom-elements.json', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every tag of elements.ts, each with a whole summary', () => {
    const tags = definedTags();
    expect(tags.length).toBeGreaterThan(40);
    expect(tags.filter((tag) => !declared.has(tag))).toEqual([]);
    for (const tag of tags) {
      const summary = declared.get(tag)!.summary ?? '';
      expect(summary, tag).toMatch(/\S/);
      // A summary the old parser cut stopped mid-sentence at the first line break.
      expect(summary, tag).toMatch(/[.)]$/);
    }
  });

  it('types every attribute and every event', () => {
    for (const [tag, element] of declared) {
      for (const attribute of element.attributes ?? [])
        expect(attribute.type?.text, `${tag} ${attribute.name}`).toBeTruthy();
      for (const event of element.events ?? [])
        expect(event.type?.text, `${tag} ${event.name}`).toMatch(/^CustomEvent</);
    }
    const overview = declared.get('tripsight-savings-overview')!;
    expect(overview.attributes).toContainEqual(
      expect.objectContaining({ name: 'product-name', type: { text: 'string' }, default: 'Faresaver' }),
    );
    expect(overview.events).toContainEqual(
      expect.objectContaining({
        name: 'tripsight-error',
        type: { text: expect.stringContaining('message: string') },
      }),
    );
    expect(declared.get('tripsight-currency-select')!.attributes).toContainEqual(
      expect.objectContaining({ name: 'disabled', type: { text: 'boolean' } }),
    );
  });

  it('documents the base part and the theme tokens with their defaults', () => {
    const overview = declared.get('tripsight-accepted-savings')!;
    expect(overview.cssParts?.map((p) => p.name)).toContain('base');
    expect(overview.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--tripsight-color-primary', default: expect.stringMatching(/^#/) }),
    );
  });

  it('generates a composed page entry from its declaration', () => {
    const page = declared.get('tripsight-advanced-purchase')!;
    expect(page.summary).toMatch(/^The advanced purchase page/);
    expect(page.attributes).toContainEqual(
      expect.objectContaining({ name: 'product-name', default: 'Policy Insights' }),
    );
    expect(page.attributes).toContainEqual(
      expect.objectContaining({
        name: 'mode',
        description: expect.stringMatching(/^normal \| poc \| demo\./),
      }),
    );
    const widget = page.cssParts?.find((part) => part.name === 'widget');
    expect(widget?.description).toContain(
      'advance-purchase-cost, advance-purchase-ratio, advance-purchase-by-cabin, compliance-simulator, advance-purchase-trend',
    );
    const negotiated = declared.get('tripsight-negotiated-fares-adoption')!;
    expect(negotiated.cssParts?.map((part) => part.name)).toEqual(
      expect.arrayContaining(['section-heading', 'poc-filters', 'grid', 'badge']),
    );
  });
});
