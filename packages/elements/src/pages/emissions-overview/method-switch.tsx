import { useCallback } from 'react';
import {
  EMISSION_METHOD_IDS,
  METHOD_CHOICES,
  emissionMethod,
  methodNote,
  type EmissionMethodId,
} from '@tripsight/core/emissions';
import { useBus, useBusState } from '../../internal/use-bus.js';
import { Choice } from '../../ui/choice.js';
import type { ViewStatus } from '../../ui/view-state.js';

/**
 * The method the emissions pages show, kept on the bus (`emissionMethod`) so both pages and their
 * exports use one choice; the first method until one is chosen (or when the bus holds an unknown id).
 */
export function useEmissionMethod(): [EmissionMethodId, (id: EmissionMethodId) => void] {
  const bus = useBus();
  const stored = useBusState((s) => s.emissionMethod);
  const method = EMISSION_METHOD_IDS.find((id) => id === stored) ?? EMISSION_METHOD_IDS[0];
  const choose = useCallback((id: EmissionMethodId) => bus.setState({ emissionMethod: id }), [bus]);
  return [method, choose];
}

/**
 * The method switch of the emissions pages and the note naming the method, its source and factor
 * year under it (parts: those of Choice, `method-note`).
 */
export function MethodSwitch({
  value,
  onChange,
  table = 'air',
}: {
  value: EmissionMethodId;
  onChange: (id: EmissionMethodId) => void;
  /** `hotel` on a page of hotel figures alone: the note names the hotel table. */
  table?: 'air' | 'hotel';
}) {
  return (
    <div className="ts-method">
      <Choice label="Method" kind="dropdown" options={METHOD_CHOICES} value={value} onChange={onChange} />
      <p part="method-note" className="ts-caption">
        {methodNote(emissionMethod(value), table)}
      </p>
    </div>
  );
}

/** A part of a view's answer, with the answer's status (loading, error, signed out) kept. */
export function pick<T, U>(view: ViewStatus<T>, part: (data: T) => U): ViewStatus<U> {
  return view.status === 'success' ? { ...view, data: part(view.data) } : view;
}
