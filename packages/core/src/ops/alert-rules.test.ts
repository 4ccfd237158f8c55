import { describe, expect, it } from 'vitest';
import { crossesThreshold, fieldValue } from './alert-rules.js';

describe('crossesThreshold', () => {
  it('compares by each operator, the threshold itself included only by lte and gte', () => {
    expect([crossesThreshold('lt', 0.79, 0.8), crossesThreshold('lt', 0.8, 0.8)]).toEqual([true, false]);
    expect([crossesThreshold('lte', 0.8, 0.8), crossesThreshold('lte', 0.81, 0.8)]).toEqual([true, false]);
    expect([crossesThreshold('gt', 101, 100), crossesThreshold('gt', 100, 100)]).toEqual([true, false]);
    expect([crossesThreshold('gte', 100, 100), crossesThreshold('gte', 99, 100)]).toEqual([true, false]);
  });

  it('never fires on a figure the view could not compute', () => {
    expect(crossesThreshold('lt', null, 1)).toBe(false);
    expect(crossesThreshold('gt', Number.NaN, -1)).toBe(false);
  });
});

describe('fieldValue', () => {
  it('reads a number, reaches into objects, and tells null from missing', () => {
    const data = { a: 3, b: null, nested: { c: 4 }, text: 'x', rows: [1] };
    expect(fieldValue(data, 'a')).toBe(3);
    expect(fieldValue(data, 'nested.c')).toBe(4);
    expect(fieldValue(data, 'b')).toBeNull();
    expect(fieldValue(data, 'missing')).toBeUndefined();
    expect(fieldValue(data, 'text')).toBeUndefined();
    expect(fieldValue(data, 'rows.0')).toBeUndefined();
    expect(fieldValue([{ a: 1 }], 'a')).toBeUndefined();
  });
});
