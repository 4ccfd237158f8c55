import { describe, expect, it } from 'vitest';
import {
  ERROR_SESSION_SAMPLE_RATES,
  errorEnvironment,
  isSessionSampled,
  seededRandom,
} from './error-sampling.js';

describe('error sampling per session', () => {
  it('samples 20 % of production sessions and every staging session (docs/rules/shell.md#analytics-events)', () => {
    expect(ERROR_SESSION_SAMPLE_RATES.production).toBe(0.2);
    expect(ERROR_SESSION_SAMPLE_RATES.staging).toBe(1);
    const random = seededRandom(2026);
    const sessions = 10_000;
    let production = 0;
    let staging = 0;
    for (let i = 0; i < sessions; i += 1) {
      if (isSessionSampled('production', random)) production += 1;
      if (isSessionSampled('staging', random)) staging += 1;
    }
    expect(production / sessions).toBeGreaterThan(0.18);
    expect(production / sessions).toBeLessThan(0.22);
    expect(staging).toBe(sessions);
  });

  it('draws against the rate: under 0.2 is sampled in production, 0.2 and over is not', () => {
    expect(isSessionSampled('production', () => 0.1999)).toBe(true);
    expect(isSessionSampled('production', () => 0.2)).toBe(false);
    expect(isSessionSampled('staging', () => 0.9999)).toBe(true);
  });

  it('repeats the same draws for the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(new Set(first).size).toBe(3);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(seededRandom(8)()).not.toBe(first[0]);
  });

  it('reads the environment setting, production unless it says staging or development', () => {
    expect(errorEnvironment('Staging')).toBe('staging');
    expect(errorEnvironment(' dev ')).toBe('development');
    expect(errorEnvironment('production')).toBe('production');
    expect(errorEnvironment('qa')).toBe('production');
    expect(errorEnvironment(null)).toBe('production');
  });
});
