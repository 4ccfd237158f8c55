import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { requireSupportedReact, unsupportedReact } from './react-version.js';

describe('the React a host brings', () => {
  it('accepts 18.3 and later 18.x, and every 19.x', () => {
    for (const found of ['18.3.0', '18.3.1', '18.4.0', '19.0.0', '19.2.0', '19.3.1', '19.0.0-rc-1']) {
      expect(unsupportedReact(found), found).toBeNull();
    }
  });

  it('names an unsupported version, the range and the way out', () => {
    for (const found of ['17.0.2', '18.2.0', '16.14.0', '20.0.0', 'unknown']) {
      const problem = unsupportedReact(found);
      expect(problem, found).toContain(`React ${found}`);
      expect(problem).toContain('"^18.3 || ^19"');
      expect(problem).toContain('@tripsight/elements/browser');
    }
  });

  it('lets the React of this workspace define elements', () => {
    expect(() => requireSupportedReact()).not.toThrow();
    expect(unsupportedReact(version)).toBeNull();
  });
});
