import { describe, expect, it } from 'vitest';
import { modeParams, VIEW_MODES, viewMode } from './view-mode.js';

describe('viewMode', () => {
  it('reads every mode the catalogue names', () => {
    for (const mode of VIEW_MODES) expect(viewMode(mode).mode).toBe(mode);
  });

  it('treats an empty attribute as normal', () => {
    expect(viewMode('  ')).toMatchObject({ mode: 'normal', demoData: false, badge: null });
  });

  it('sets the hotel flags of the combined modes', () => {
    expect(viewMode('rate-optimizer-pm-only')).toMatchObject({ rateOptimizer: true, isPMOnly: true });
    expect(viewMode('hpa')).toMatchObject({ isHPA: true, isPMOnly: false });
  });

  it('rejects a mode the page does not accept, naming it', () => {
    expect(() => viewMode('hpa', ['normal', 'poc'], 'savings mode')).toThrow('invalid savings mode: hpa');
  });
});

describe('modeParams', () => {
  it('sends only the parameters the view declares', () => {
    expect(modeParams(viewMode('autorebook'), { withNotAccepted: {} })).toEqual({ withNotAccepted: false });
    expect(modeParams(viewMode('hpa'), { isHPA: {}, isPMOnly: {} })).toEqual({
      isHPA: true,
      isPMOnly: false,
    });
  });
});
