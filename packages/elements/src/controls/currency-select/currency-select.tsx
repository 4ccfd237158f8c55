import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  autoCurrency,
  branchCurrencies,
  currencyEntries,
  currencySymbol,
  dynamicCurrenciesView,
  fetchView,
  normalizeCurrency,
  selectionFromBranches,
  type Currency,
} from '@tripsight/core';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { emit } from '../../internal/emit.js';
import { ensureShoelace, shoelaceThemeCss, useShoelaceEvent } from '../../internal/shoelace.js';

ensureShoelace();

export interface CurrencySelectProps {
  /** The tab's hide-currency-selector option renders nothing. */
  disabled?: boolean;
}

/**
 * The currency selector: USD, GBP, EUR plus a single branch currency. When the branch currencies of
 * the filtered data change, exactly one is selected, otherwise the selection is cleared and the data
 * uses the automatic choice (EUR, then USD, then GBP). Any currency outside USD, GBP, EUR means the
 * branch default on the bus.
 */
export function CurrencySelect({ disabled = false }: CurrencySelectProps) {
  const { bus, host } = useHost();
  const filters = useBusState((s) => s.filters);
  const busCurrency = useBusState((s) => s.currency);
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous');
  const select = useRef<HTMLElement & { value: string }>(null);
  const [selected, setSelected] = useState<string>(busCurrency ?? '');
  // The currency last chosen automatically: the bus holds it while the selection stays cleared.
  const automatic = useRef<Currency | null | undefined>(undefined);

  const query = useQuery({
    queryKey: ['dynamicCurrencies', filters],
    queryFn: ({ signal }) => fetchView(bus, dynamicCurrenciesView, { filters, signal }),
    enabled: signedIn,
  });
  useEffect(() => {
    if (query.error)
      emit(host, 'tripsight-error', { message: query.error.message, source: dynamicCurrenciesView.path });
  }, [query.error, host]);
  const branches = query.data ? branchCurrencies(query.data.data) : [];
  const branchKey = branches.join(',');

  // The selection resets when the dynamic currency list changes.
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const list = branchKey ? branchKey.split(',') : [];
    const next = selectionFromBranches(list);
    setSelected(next ?? '');
    automatic.current = next !== null ? undefined : autoCurrency(list);
    bus.setState({ currency: next !== null ? normalizeCurrency(next) : automatic.current });
  }, [bus, branchKey, loaded]);

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
    automatic.current = undefined;
    bus.setState({ currency: normalizeCurrency(value) });
  });

  return (
    <>
      <style>{shoelaceThemeCss}</style>
      <sl-select
        ref={select}
        size="small"
        part="select"
        label="Currency"
        placeholder={query.isPending && signedIn ? 'Loading' : 'Currency'}
        value={selected}
        disabled={disabled}
      >
        <span slot="prefix" part="symbol">
          {currencySymbol(selected || busCurrency)}
        </span>
        {currencyEntries(branches).map((code) => (
          <sl-option key={code} value={code}>
            {code}
          </sl-option>
        ))}
      </sl-select>
    </>
  );
}
