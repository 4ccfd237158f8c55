import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_ADDRESS,
  memoryStore,
  rememberReturnAddress,
  RETURN_ADDRESS_KEY,
  safeReturnPath,
  takeReturnAddress,
} from './return-address.js';

describe('return address after sign-in', () => {
  it('returns to the remembered path, query and hash', () => {
    const store = memoryStore();
    rememberReturnAddress(store, '/Faresaver/RebookingSuccessInsights?x=1#table');
    expect(takeReturnAddress(store)).toBe('/Faresaver/RebookingSuccessInsights?x=1#table');
  });

  it('defaults to the root when nothing was remembered', () => {
    expect(DEFAULT_RETURN_ADDRESS).toBe('/');
    expect(takeReturnAddress(memoryStore())).toBe('/');
  });

  it('clears the address after use', () => {
    const store = memoryStore();
    rememberReturnAddress(store, '/Faresaver/Savingsoverview');
    takeReturnAddress(store);
    expect(store.getItem(RETURN_ADDRESS_KEY)).toBeNull();
    expect(takeReturnAddress(store)).toBe('/');
  });

  it('keeps the latest address', () => {
    const store = memoryStore();
    rememberReturnAddress(store, '/a');
    rememberReturnAddress(store, '/b');
    expect(takeReturnAddress(store)).toBe('/b');
  });

  it('never remembers the callback page itself', () => {
    const store = memoryStore();
    rememberReturnAddress(store, '/Faresaver/Savingsoverview');
    rememberReturnAddress(store, '/callback?code=abc&state=xyz');
    expect(takeReturnAddress(store)).toBe('/Faresaver/Savingsoverview');
  });

  it('never leads to another site', () => {
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('Faresaver')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    const store = memoryStore();
    store.setItem(RETURN_ADDRESS_KEY, 'https://evil.example/');
    expect(takeReturnAddress(store)).toBe('/');
  });
});
