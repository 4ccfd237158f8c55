import type { ViewContract, ViewData, ViewParams } from '../views/define-view.js';
import type { PocType, SampleSource, SampleSourcePayloads } from './sample-payloads.js';

/** Reads a view's answer for its parameters from the sample of `kind` of its source `S`. */
export type SampleRead<V extends ViewContract = ViewContract, S extends SampleSource = SampleSource> = (
  payload: SampleSourcePayloads[S],
  params: ViewParams<V>,
  kind: PocType,
) => ViewData<V>;

/** The readers of one sample source (or of a few that load together), by view path. */
export type SampleReaders = ReadonlyMap<string, SampleRead>;

/**
 * The entry maker of a readers map of source `S`: a view's path and its reader, typed by the view's
 * contract and the source's payload.
 *
 * @example
 * const reader = readerOf<'savings'>();
 * export const SAVINGS_READERS: SampleReaders = new Map([reader(trackedSpendView, (m) => m.trackedSpend)]);
 */
export function readerOf<S extends SampleSource>() {
  return <V extends ViewContract>(view: V, read: SampleRead<V, S>): [string, SampleRead] => [
    view.path,
    read as unknown as SampleRead,
  ];
}
