import { sampleFunnelRows } from '../../supplier/negotiated-fare-funnel.js';
import {
  lowestNegoFarePnrRatioView,
  negotiatedFareAdoptionView,
  negotiatedFareFunnelView,
} from '../../views/index.js';
import { readerOf, type SampleReaders } from '../sample-reader.js';

const reader = readerOf<'negotiatedFares'>();

/**
 * How the negotiated fares views are read from the `negotiatedFares` sample. The sample-data API has no
 * funnel: POC and demo show core's sample funnel beside its figures.
 */
export const NEGOTIATED_FARES_READERS: SampleReaders = new Map([
  reader(negotiatedFareAdoptionView, (s) => s.adoption),
  reader(lowestNegoFarePnrRatioView, (s) => ({
    lowestNegociatedFarePnrRatio: s.lowestNegociatedFarePnrRatio,
    countPnrs: s.adoption.trackedPnrsWithNegotiatedFare,
    catSuccess: s.catSuccess,
    lifSuccess: s.lifSuccess,
  })),
  reader(negotiatedFareFunnelView, (_, params) => sampleFunnelRows(params.breakdown ?? 'carrier')),
]);
