import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchView } from '@tripsight/core/api';
import type { Currency } from '@tripsight/core/bus';
import {
  autoCurrency,
  branchCurrencies,
  currencyEntries,
  currencyChosenFor,
  currencyInEffect,
  currencyNote,
  holdForCurrency,
  normalizeCurrency,
  selectionFromBranches,
} from '@tripsight/core/controls';
import { currencySymbol } from '@tripsight/core/format';
import { dynamicCurrenciesView } from '@tripsight/core/views';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { emit } from '../../internal/emit.js';
import { ensureShoelace, flag, useShoelaceEvent } from '../../internal/shoelace.js';
import { useHostCurrency } from './use-host-currency.js';
import { currencySelectStyles } from './currency-select.styles.js';

ensureShoelace();

export interface CurrencySelectProps {
  /** The tab's hide-currency-selector option renders nothing. */
  disabled?: boolean;
}

/**
 * The currency selector: USD, GBP, EUR plus a single branch currency. When the branch currencies of
 * the filtered data change, exactly one is selected, otherwise the selection is cleared and the data
 * uses the automatic choice (EUR, then USD, then GBP). Any currency outside USD, GBP, EUR means the
 * branch default on the bus. A currency the host set (the context's `currency` attribute, or the bus)
 * wins: the control shows it and only the user's pick replaces it. It always names the currency in
 * effect, says when it was chosen automatically or forced by the filters, and holds the dashboard's
 * data calls while it chooses the currency for new filters, so each call is sent once.
 */
export function CurrencySelect({ disabled = false }: CurrencySelectProps) {
  const { bus, host } = useHost();
  const filters = useBusState((s) => s.filters);
  const busCurrency = useBusState((s) => s.currency);
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous');
  const select = useRef<HTMLElement & { value: string }>(null);
  const [selected, setSelected] = useState<string>(busCurrency ?? '');
  // True while the selection is the one branch currency the filters left (docs/rules/shell.md#currency), not the user's.
  const [forced, setForced] = useState(false);
  // The currency last chosen automatically: the bus holds it while the selection stays cleared.
  const automatic = useRef<Currency | null | undefined>(undefined);
  const lastBranches = useRef<string | null>(null);
  const hostCurrency = useHostCurrency(bus);

  // While this control is on the page, it chooses the currency: data calls wait until it has.
  useLayoutEffect(() => holdForCurrency(bus), [bus]);

  const query = useQuery({
    queryKey: ['dynamicCurrencies', filters],
    queryFn: ({ signal }) => fetchView(bus, dynamicCurrenciesView, { filters, signal }),
    enabled: signedIn,
  });
  useEffect(() => {
    if (!query.error) return;
    emit(host, 'tripsight-error', { message: query.error.message, source: dynamicCurrenciesView.path });
    // Without the list the currency stays as it is; the data calls go ahead.
    bus.setState(currencyChosenFor(filters));
  }, [query.error, host, bus, filters]);
  const branches = query.data ? branchCurrencies(query.data.data) : [];
  const branchKey = branches.join(',');

  // Each answer for the current filters settles the currency; the selection resets only when the
  // dynamic currency list changes. Currency and filters reach the bus together, so views ask once.
  const answer = query.data;
  useEffect(() => {
    if (!answer) return;
    const settled = currencyChosenFor(filters);
    if (lastBranches.current === branchKey || hostCurrency.isHostChoice()) {
      lastBranches.current = branchKey;
      hostCurrency.write(settled);
      return;
    }
    lastBranches.current = branchKey;
    const list = branchKey ? branchKey.split(',') : [];
    const next = selectionFromBranches(list);
    setSelected(next ?? '');
    setForced(next !== null);
    automatic.current = next !== null ? undefined : autoCurrency(list);
    hostCurrency.write({
      currency: next !== null ? normalizeCurrency(next) : automatic.current,
      ...settled,
    });
  }, [hostCurrency, answer, branchKey, filters]);

  // Follow changes other controls or the host make.
  useEffect(() => {
    if (automatic.current !== undefined && busCurrency === automatic.current) return;
    setSelected((current) =>
      normalizeCurrency(current) === busCurrency ? current : (busCurrency ?? current),
    );
  }, [busCurrency]);

  useShoelaceEvent(select, 'sl-change', () => {
    const value = select.current?.value ?? '';
    setSelected(value);
    setForced(false);
    automatic.current = undefined;
    hostCurrency.userPicked({ currency: normalizeCurrency(value) });
  });

  const loading = query.isPending && signedIn;
  const inEffect = currencyInEffect(selected, branches, forced);
  // The selector names the currency in effect; its placeholder shows only while the list loads.
  const shownValue = loading && !selected ? '' : inEffect.code;
  const note = loading ? null : currencyNote(inEffect);
  const entries = currencyEntries(branches);
  if (shownValue && !entries.includes(shownValue)) entries.push(shownValue);

  return (
    <sl-select
      ref={select}
      size="small"
      part="select"
      label="Currency"
      placeholder={loading ? 'Loading' : 'Currency'}
      value={shownValue}
      disabled={flag(disabled)}
      help-text={note ?? ''}
      data-reason={loading ? undefined : inEffect.reason}
    >
      <span slot="prefix" part="symbol">
        {currencySymbol(shownValue || busCurrency)}
      </span>
      {entries.map((code) => (
        <sl-option key={code} value={code}>
          {code}
        </sl-option>
      ))}
    </sl-select>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [currencySelectStyles];
