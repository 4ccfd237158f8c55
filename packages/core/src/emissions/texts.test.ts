import { describe, expect, it } from 'vitest';
import { ADEME_2018, DESNZ_2024_RF } from './methods.js';
import { METHOD_CHOICES, methodNote, tonnesText } from './texts.js';

const formatNumber = (value: number, decimals = 2) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

describe('emissions texts', () => {
  it('name the method, its source and factor year', () => {
    expect(methodNote(ADEME_2018)).toBe(
      `Method: ${ADEME_2018.name} (${ADEME_2018.source}; factor year 2018). It gives every cabin the same factor.`,
    );
    expect(methodNote(DESNZ_2024_RF)).toBe(
      `Method: ${DESNZ_2024_RF.name} (${DESNZ_2024_RF.source}; factor year 2024).`,
    );
    // Hotel figures alone: the hotel table's source and year.
    expect(methodNote(ADEME_2018, 'hotel')).toBe(
      `Method: ${ADEME_2018.name} (DESNZ conversion factors 2024, hotel stay; factor year 2024).`,
    );
    expect(METHOD_CHOICES.map((c) => c.value)).toEqual(['desnz-2024-rf', 'ademe-2018']);
  });
  it('give tonnes with one decimal below 1,000 t', () => {
    expect(tonnesText(2406.908, formatNumber)).toBe('2.4 t CO2e');
    expect(tonnesText(1_234_567, formatNumber)).toBe('1,235 t CO2e');
  });
});
