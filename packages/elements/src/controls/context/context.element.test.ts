import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineContext } from './context.element.js';

describe('<tripsight-context> attributes', () => {
  beforeAll(() => defineContext());

  it('writes api-base, currency, dates and filters into its bus', () => {
    const el = document.createElement('tripsight-context');
    el.setAttribute('api-base', 'https://data.example');
    el.setAttribute('currency', 'EUR');
    el.setAttribute('start-date', '2026-01-01');
    el.setAttribute('filters', '{"corporate":["Acme"]}');
    document.body.append(el);
    const state = el.bus.getState();
    expect(state.apiBase).toBe('https://data.example');
    expect(state.currency).toBe('EUR');
    expect(state.dates.air).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(state.filters.corporate).toEqual(['Acme']);
    el.remove();
  });

  it('treats a currency outside USD, GBP, EUR as the branch default', () => {
    const el = document.createElement('tripsight-context');
    el.setAttribute('currency', 'CAD');
    document.body.append(el);
    expect(el.bus.getState().currency).toBeNull();
    el.remove();
  });

  it('warns and ignores a filters attribute that is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.createElement('tripsight-context');
    el.setAttribute('filters', '{nope');
    document.body.append(el);
    expect(el.bus.getState().filters.corporate).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid filters attribute'));
    el.remove();
  });

  it('hands the access token provider to its bus', async () => {
    const el = document.createElement('tripsight-context');
    el.accessTokenProvider = async () => 'token-1';
    expect(await el.bus.getAccessToken()).toBe('token-1');
  });
});
