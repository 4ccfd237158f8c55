import { describe, expect, it } from 'vitest';
import { pageBeyondCount, readPage, resultCountText, withPage } from './page-param.js';

describe('page parameter (docs/rules/operations.md#audit-log)', () => {
  it('reads a positive integer page, else 1', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('x')).toBe(1);
  });
  it('omits page 1 and keeps the other parameters', () => {
    const params = new URLSearchParams('conversation=c1&page=4');
    expect(withPage(params, 1).toString()).toBe('conversation=c1');
    expect(withPage(params, 2).toString()).toBe('conversation=c1&page=2');
    expect(params.toString()).toBe('conversation=c1&page=4');
  });
  it('knows when a page lies beyond the page count', () => {
    expect(pageBeyondCount(5, 4)).toBe(true);
    expect(pageBeyondCount(4, 4)).toBe(false);
    expect(pageBeyondCount(2, 0)).toBe(true);
    expect(pageBeyondCount(1, 0)).toBe(false);
  });
});

const CONVERSATIONS = ['conversation', 'conversations'] as const;

describe('resultCountText', () => {
  it('counts a full page and the last page', () => {
    expect(resultCountText(1, 3, 20, 45, CONVERSATIONS)).toBe('Showing 1–20 of 45 conversations');
    expect(resultCountText(2, 3, 20, 45, CONVERSATIONS)).toBe('Showing 21–40 of 45 conversations');
    expect(resultCountText(3, 3, 5, 45, CONVERSATIONS)).toBe('Showing 41–45 of 45 conversations');
    expect(resultCountText(1, 0, 0, 0, CONVERSATIONS)).toBe('No conversations found');
    expect(resultCountText(1, 1, 1, 1, CONVERSATIONS)).toBe('Showing 1 of 1 conversation');
    expect(resultCountText(3, 3, 1, 41, CONVERSATIONS)).toBe('Showing 41 of 41 conversations');
  });
});
