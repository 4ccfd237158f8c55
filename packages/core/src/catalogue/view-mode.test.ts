import { describe, expect, it } from 'vitest';
import { MODES, modeParams, modesOf, VIEW_MODES, viewMode } from './view-mode.js';

describe('viewMode', () => {
  it('reads every mode the catalogue names', () => {
    for (const mode of VIEW_MODES) expect(viewMode(mode).mode).toBe(mode);
  });

  it('treats an empty attribute as normal', () => {
    expect(viewMode('  ')).toMatchObject({ mode: 'normal', sample: null, badge: null });
    expect(viewMode(null, 'hotel').mode).toBe('normal');
  });

  it('gives POC and demo one meaning in every family: the views read that sample', () => {
    for (const family of ['savings', 'hotel', 'policy'] as const) {
      expect(viewMode('poc', family)).toMatchObject({ sample: 'poc', badge: 'POC' });
      expect(viewMode('demo', family)).toMatchObject({ sample: 'demo', badge: 'Demo' });
      expect(viewMode('normal', family)).toMatchObject({ sample: null, badge: null });
    }
    expect(viewMode('demo-prod-ui', 'savings')).toMatchObject({ sample: 'demo', badge: null });
  });

  it('sets the flags of the combined modes', () => {
    expect(viewMode('rate-optimizer-pm-only')).toMatchObject({ rateOptimizer: true, isPMOnly: true });
    expect(viewMode('hpa')).toMatchObject({ isHPA: true, isPMOnly: false });
    expect(viewMode('autorebook', 'savings')).toMatchObject({ isAutorebook: true, withNotAccepted: false });
    expect(viewMode('normal', 'savings').withNotAccepted).toBe(true);
  });

  it('lists each family its modes in the catalogue order', () => {
    expect(modesOf('savings')).toEqual(['normal', 'poc', 'demo', 'demo-prod-ui', 'autorebook']);
    expect(modesOf('policy')).toEqual(['normal', 'poc', 'demo']);
    expect(modesOf('hotel')).toEqual([
      'normal',
      'poc',
      'demo',
      'autorebook',
      'hpa',
      'pm-only',
      'rate-optimizer',
      'rate-optimizer-pm-only',
    ]);
    expect(VIEW_MODES).toEqual(Object.keys(MODES));
  });

  it('rejects a mode the family does not accept, naming it', () => {
    expect(() => viewMode('hpa', 'savings')).toThrow('invalid savings mode: hpa');
    expect(() => viewMode('demo-prod-ui', 'hotel')).toThrow('invalid hotel mode: demo-prod-ui');
    expect(() => viewMode('autorebook', 'policy')).toThrow(
      'invalid policy mode: autorebook (expected normal, poc, demo)',
    );
    expect(() => viewMode('nope')).toThrow('invalid mode: nope');
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

  it('leaves out a parameter the view accepts but ignores, so the modes share its answer', () => {
    const declared = { withNotAccepted: {}, granularity: {} };
    const ignores = { withNotAccepted: 'the figure counts accepted deals only' };
    expect(modeParams(viewMode('normal'), declared, ignores)).toEqual({});
    expect(modeParams(viewMode('autorebook'), declared, ignores)).toEqual({});
    expect(modeParams(viewMode('autorebook'), declared)).toEqual({ withNotAccepted: false });
  });
});
