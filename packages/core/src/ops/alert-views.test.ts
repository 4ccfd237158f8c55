import { describe, expect, it } from 'vitest';
import { savingsOverviewView } from '../views/index.js';
import { alertFigureLabel, alertViewChoice, alertViewPath, ALERT_VIEWS } from './alert-views.js';

describe('ALERT_VIEWS', () => {
  it('names each view as a rule does, without /api/views/, once', () => {
    expect(alertViewPath(savingsOverviewView)).toBe('air/faresaver/savingsOverview');
    const paths = ALERT_VIEWS.map((choice) => choice.view);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-zA-Z]+(?:\/[a-zA-Z0-9]+)+$/);
  });

  it('offers at least one figure per view, each once, with a label', () => {
    for (const choice of ALERT_VIEWS) {
      expect(choice.fields.length, choice.view).toBeGreaterThan(0);
      const fields = choice.fields.map((f) => f.field);
      expect(new Set(fields).size, choice.view).toBe(fields.length);
      for (const f of choice.fields) expect(f.label.trim(), f.field).not.toBe('');
    }
  });

  it('finds a choice by path and labels a figure, falling back to the raw names', () => {
    expect(alertViewChoice('air/faresaver/savingsOverview')?.label).toBe('Savings overview');
    expect(alertViewChoice('air/nothing')).toBeUndefined();
    expect(alertFigureLabel('air/faresaver/savingsOverview', 'trackedPnrs')).toBe(
      'Savings overview: Tracked PNRs',
    );
    expect(alertFigureLabel('air/other/view', 'someFigure')).toBe('air/other/view: someFigure');
  });
});
