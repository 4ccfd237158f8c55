import { describe, expect, it } from 'vitest';
import { questionQuery, type QuestionContext } from './question-context.js';

const C = 'FaresaverItinerariesView';
const context: QuestionContext = {
  cubeName: C,
  filters: { corporate: ['Initech'] },
  dates: { startDate: '2026-01-01', endDate: '2026-01-31' },
  dateDimension: `${C}.resultDateCreatedAt`,
  currency: 'EUR',
  currencyNamed: false,
};

describe('questionQuery', () => {
  it('adds the bus filters and dates and follows its currency when the question names none', () => {
    expect(
      questionQuery({ measures: [`${C}.spendUsd`], order: { [`${C}.spendUsd`]: 'desc' }, limit: 5 }, context),
    ).toEqual({
      measures: [`${C}.spendEur`],
      order: { [`${C}.spendEur`]: 'desc' },
      limit: 5,
      filters: [{ member: `${C}.directEnterprise`, operator: 'equals', values: ['Initech'] }],
      timeDimensions: [{ dimension: `${C}.resultDateCreatedAt`, dateRange: ['2026-01-01', '2026-01-31'] }],
    });
  });
  it('keeps the period, granularity and currency the question named', () => {
    const query = {
      measures: [`${C}.spendGbp`],
      timeDimensions: [
        { dimension: `${C}.itinTicketedAt`, dateRange: 'last month', granularity: 'week' as const },
      ],
    };
    expect(questionQuery(query, { ...context, filters: {}, currencyNamed: true })).toEqual(query);
  });
  it('puts the bus dates on a series asked without a period', () => {
    const query = {
      measures: [`${C}.countPnrs`],
      timeDimensions: [{ dimension: `${C}.resultDateCreatedAt`, granularity: 'month' as const }],
    };
    expect(questionQuery(query, { ...context, filters: {} }).timeDimensions).toEqual([
      {
        dimension: `${C}.resultDateCreatedAt`,
        granularity: 'month',
        dateRange: ['2026-01-01', '2026-01-31'],
      },
    ]);
  });
});
