/** Number, money and percent formats. */
export * from './money.js';
