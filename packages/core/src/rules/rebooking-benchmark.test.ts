import { describe, expect, it } from 'vitest';
import { improvedTarget, isOverBenchmark, rebookingBenchmark } from './rebooking-benchmark.js';

describe('rebooking benchmark', () => {
  it('counts a ratio above 80 percent as over the benchmark', () => {
    expect(isOverBenchmark(80)).toBe(false);
    expect(isOverBenchmark(80.1)).toBe(true);
  });

  it("shows 'Well done!' only over the benchmark", () => {
    expect(rebookingBenchmark(85).message).toBe('Well done!');
    expect(rebookingBenchmark(80).message).toBeNull();
  });

  it('sets the improved target to the smaller of 90 and the ratio plus 20', () => {
    expect(improvedTarget(45)).toBe(65);
    expect(improvedTarget(70)).toBe(90);
    expect(improvedTarget(75)).toBe(90);
    expect(rebookingBenchmark(10).improvedTarget).toBe(30);
  });

  it('rejects a ratio that is not a number', () => {
    expect(() => rebookingBenchmark(Number.NaN)).toThrow('invalid rebooking ratio: NaN');
  });
});
