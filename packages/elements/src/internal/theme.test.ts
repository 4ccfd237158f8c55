import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme.js';

describe('resolveTheme', () => {
  it("takes the element's own theme before its context's", () => {
    expect(resolveTheme(['dark', 'light'], false)).toBe('dark');
    expect(resolveTheme([null, 'dark'], false)).toBe('dark');
  });

  it('follows the system for auto', () => {
    expect(resolveTheme(['auto'], true)).toBe('dark');
    expect(resolveTheme(['auto'], false)).toBe('light');
    expect(resolveTheme([null, 'auto'], true)).toBe('dark');
  });

  it('is light when nothing valid is set', () => {
    expect(resolveTheme([], true)).toBe('light');
    expect(resolveTheme(['midnight', undefined], true)).toBe('light');
    expect(resolveTheme(['midnight', 'dark'], false)).toBe('dark');
  });
});
