/** Number, money, percent and country formats. */
export * from './country.js';
export * from './money.js';
