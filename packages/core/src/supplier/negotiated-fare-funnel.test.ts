import { describe, expect, it } from 'vitest';
import {
  biggestLoss,
  FUNNEL_LOSS_TEXTS,
  FUNNEL_STEPS,
  funnelSteps,
  funnelTotals,
  sampleFunnelRows,
} from './negotiated-fare-funnel.js';

describe('negotiated fare funnel', () => {
  it('names its steps loaded, available at the point of sale, chosen', () => {
    expect(FUNNEL_STEPS).toEqual(['Loaded', 'Available at the point of sale', 'Chosen']);
  });

  it('gives each step its share of the loaded PNRs and of the step before it', () => {
    expect(funnelSteps({ loadedPnrs: 200, availablePnrs: 150, chosenPnrs: 90 })).toEqual([
      { step: 'Loaded', pnrs: 200, percentOfLoaded: 100, conversion: 100 },
      { step: 'Available at the point of sale', pnrs: 150, percentOfLoaded: 75, conversion: 75 },
      { step: 'Chosen', pnrs: 90, percentOfLoaded: 45, conversion: 60 },
    ]);
  });

  it('rounds the shares to two decimals', () => {
    const steps = funnelSteps({ loadedPnrs: 3, availablePnrs: 2, chosenPnrs: 1 });
    expect(steps.map((s) => s.percentOfLoaded)).toEqual([100, 66.67, 33.33]);
    expect(steps.map((s) => s.conversion)).toEqual([100, 66.67, 50]);
  });

  it('answers zero shares without loaded PNRs', () => {
    expect(funnelSteps({ loadedPnrs: 0, availablePnrs: 0, chosenPnrs: 0 })).toEqual(
      FUNNEL_STEPS.map((step) => ({ step, pnrs: 0, percentOfLoaded: 0, conversion: 0 })),
    );
    expect(biggestLoss({ loadedPnrs: 0, availablePnrs: 0, chosenPnrs: 0 })).toBeNull();
  });

  it('tells a supplier problem (not available) from a traveller or agent problem (not chosen)', () => {
    expect(biggestLoss({ loadedPnrs: 100, availablePnrs: 40, chosenPnrs: 35 })).toEqual({
      loss: 'availability',
      lostPnrs: 60,
      percentLost: 60,
    });
    expect(biggestLoss({ loadedPnrs: 100, availablePnrs: 95, chosenPnrs: 30 })).toEqual({
      loss: 'choice',
      lostPnrs: 65,
      percentLost: 68.42,
    });
    expect(FUNNEL_LOSS_TEXTS.availability).toBe('Not available at the point of sale: a supplier problem');
    expect(FUNNEL_LOSS_TEXTS.choice).toBe('Available but not chosen: a traveller or agent problem');
  });

  it('blames the supplier on a tie, and nobody when nothing is lost', () => {
    expect(biggestLoss({ loadedPnrs: 10, availablePnrs: 5, chosenPnrs: 0 })?.loss).toBe('availability');
    expect(biggestLoss({ loadedPnrs: 10, availablePnrs: 10, chosenPnrs: 10 })).toBeNull();
  });

  it('adds carriers or routes up into one funnel', () => {
    expect(
      funnelTotals([
        { loadedPnrs: 10, availablePnrs: 8, chosenPnrs: 4 },
        { loadedPnrs: 5, availablePnrs: 1, chosenPnrs: 1 },
      ]),
    ).toEqual({ loadedPnrs: 15, availablePnrs: 9, chosenPnrs: 5 });
    expect(funnelTotals([])).toEqual({ loadedPnrs: 0, availablePnrs: 0, chosenPnrs: 0 });
  });

  it('builds a sample where both kinds of loss lead somewhere, the same every time', () => {
    for (const breakdown of ['carrier', 'route'] as const) {
      const rows = sampleFunnelRows(breakdown);
      expect(rows).toEqual(sampleFunnelRows(breakdown));
      expect(rows.every((r) => r.loadedPnrs >= r.availablePnrs && r.availablePnrs >= r.chosenPnrs)).toBe(
        true,
      );
      expect(new Set(rows.map((r) => biggestLoss(r)?.loss))).toEqual(new Set(['availability', 'choice']));
    }
  });
});
