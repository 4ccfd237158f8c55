import { describe, expect, it } from 'vitest';
import { distribute } from './cent-split.js';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('distribute', () => {
  it('splits amounts to the cent, the odd cents to the largest remainders', () => {
    expect(distribute(100, [1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(distribute(10, [2, 1])).toEqual([6.67, 3.33]);
    expect(sum(distribute(214_380.55, [3, 5, 7, 11]))).toBe(214_380.55);
    expect(distribute(0, [1, 2])).toEqual([0, 0]);
  });
});
