import { describe, expect, it } from 'vitest';
import { currencySymbol } from '../format/money.js';
import {
  autoCurrency,
  branchCurrencies,
  currencyEntries,
  currencyInEffect,
  currencyNote,
  normalizeCurrency,
  selectionFromBranches,
  SUPPORTED_CURRENCIES,
} from './currency.js';

describe('currency rules', () => {
  it('accepts only USD, GBP, EUR; anything else is the branch default', () => {
    expect(SUPPORTED_CURRENCIES).toEqual(['USD', 'GBP', 'EUR']);
    expect(normalizeCurrency('eur')).toBe('EUR');
    expect(normalizeCurrency('CAD')).toBeNull();
    expect(normalizeCurrency(null)).toBeNull();
  });

  it('prefers EUR, then USD, then GBP when choosing automatically', () => {
    expect(autoCurrency(['GBP', 'USD', 'EUR'])).toBe('EUR');
    expect(autoCurrency(['GBP', 'USD'])).toBe('USD');
    expect(autoCurrency(['GBP', 'CAD'])).toBe('GBP');
    expect(autoCurrency(['CAD'])).toBeNull();
  });

  it('selects exactly one branch currency, otherwise clears', () => {
    const one = branchCurrencies([{ tmcBranchDefaultCurrency: 'CAD' }, { tmcBranchDefaultCurrency: 'CAD' }]);
    expect(selectionFromBranches(one)).toBe('CAD');
    expect(selectionFromBranches(['EUR', 'USD'])).toBeNull();
    expect(selectionFromBranches([])).toBeNull();
  });

  it('lists the base currencies plus a single branch currency', () => {
    expect(currencyEntries(['CAD'])).toEqual(['USD', 'GBP', 'EUR', 'CAD']);
    expect(currencyEntries(['EUR'])).toEqual(['USD', 'GBP', 'EUR']);
    expect(currencyEntries(['CAD', 'EUR'])).toEqual(['USD', 'GBP', 'EUR']);
  });

  it('uses C$ for CAD and $ by default', () => {
    expect(currencySymbol('CAD')).toBe('C$');
    expect(currencySymbol('XYZ')).toBe('$');
  });
});

describe('the currency in effect', () => {
  it('is named even when nothing is selected: the automatic choice', () => {
    expect(currencyInEffect('', ['USD', 'EUR', 'GBP'], false)).toEqual({ code: 'EUR', reason: 'automatic' });
    expect(currencyInEffect('', ['GBP'], false)).toEqual({ code: 'GBP', reason: 'automatic' });
    expect(currencyInEffect('', ['CAD', 'JPY'], false)).toEqual({ code: 'USD', reason: 'automatic' });
    expect(currencyNote(currencyInEffect('', ['USD', 'EUR'], false))).toBe('EUR chosen automatically.');
  });

  it('says when the filters force the branch currency, and nothing about a choice of the user', () => {
    const forced = currencyInEffect('CAD', ['CAD'], true);
    expect(forced).toEqual({ code: 'CAD', reason: 'branch' });
    expect(currencyNote(forced)).toBe('CAD applies: the only branch currency of the selected filters.');
    expect(currencyNote(currencyInEffect('GBP', ['EUR', 'GBP'], false))).toBeNull();
  });
});
