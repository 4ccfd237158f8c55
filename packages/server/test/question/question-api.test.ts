import { CUBE_API_PATH } from '@tripsight/core/cube';
import {
  NOT_UNDERSTOOD,
  NOT_UNDERSTOOD_MESSAGE,
  type AskAnswer,
  type NotUnderstoodAnswer,
  type QuestionFields,
} from '@tripsight/core/question';
import { describe, expect, it } from 'vitest';
import { signedInServer } from '../signed-in.js';
import { tokenWithTabs } from '../tokens.js';
import { ask, fields, load } from './question-client.js';

const I = 'FaresaverItinerariesView';
const D = 'FaresaverDealsView';

describe('question API', () => {
  const app = signedInServer();

  it('lists the measures and dimensions of a view with their short titles', async () => {
    const res = await fields<QuestionFields>(app.server, app.manager, I);
    expect(res.status).toBe(200);
    expect(res.body.measures).toContainEqual({
      name: `${I}.avgTicketPriceUsd`,
      title: 'Average ticket price (USD)',
      shortTitle: 'Average ticket price USD',
      type: 'number',
    });
    const dims = res.body.dimensions.map((d) => d.name);
    for (const name of ['cabinClass', 'haulType', 'bookingToDeparture', 'itinTicketedAt']) {
      expect(dims).toContain(`${I}.${name}`);
    }
    const deals = await fields<QuestionFields>(app.server, app.manager, D);
    const titles = Object.fromEntries(deals.body.measures.map((m) => [m.name, m.title]));
    expect(titles[`${D}.savingsUsd`]).toBe('Savings sent (USD)');
    expect(titles[`${D}.acceptedSavingsEur`]).toBe('Accepted savings (EUR)');
  });

  it('answers 400 naming cubeName for a view it does not answer, and 400 for an empty question', async () => {
    for (const cubeName of ['FaresaverSegmentsView', 'Nope']) {
      const res = await fields<{ field: string }>(app.server, app.manager, cubeName);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('cubeName');
      expect((await ask<{ field: string }>(app.server, app.manager, 'spend', cubeName)).body.field).toBe(
        'cubeName',
      );
    }
    for (const empty of ['', '   ']) {
      const res = await ask<{ field: string }>(app.server, app.manager, empty, I);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('query');
    }
  });

  it('reads a question into a query the query API runs, with its spans', async () => {
    const res = await ask<AskAnswer>(app.server, app.manager, 'top 5 carriers by spend last quarter', I);
    expect(res.status, res.text).toBe(200);
    const { query, interpretation } = res.body;
    expect(query.measures).toEqual([`${I}.spendUsd`]);
    expect(query.dimensions).toEqual([`${I}.itinAirlines`]);
    expect(query.limit).toBe(5);
    expect(query.order).toEqual({ [`${I}.spendUsd`]: 'desc' });
    expect(query.timeDimensions?.[0]?.granularity).toBeUndefined();
    const kinds = interpretation.map((s) => [s.text, s.kind]);
    expect(kinds).toEqual([
      ['top 5', 'limit'],
      ['carriers', 'dimension'],
      ['spend', 'measure'],
      ['last quarter', 'date'],
    ]);
    const rows = await load(app.server, app.manager, query);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
  });

  it('refuses a question it cannot read with the spec text and rephrasings it can answer', async () => {
    const res = await ask<NotUnderstoodAnswer>(app.server, app.manager, 'what is the stock price of Acme', I);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(NOT_UNDERSTOOD);
    expect(res.body.message).toBe(NOT_UNDERSTOOD_MESSAGE);
    expect(res.body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of res.body.suggestions) {
      expect((await ask(app.server, app.manager, suggestion, I)).status, suggestion).toBe(200);
    }
  });

  it('offers a name of the data near a misspelt one, never answering for it', async () => {
    const res = await ask<NotUnderstoodAnswer>(app.server, app.manager, 'spend on Lufthnasa last year', I);
    expect(res.status).toBe(422);
    expect(res.body.didYouMean).toEqual({ name: 'Lufthansa', question: 'spend on Lufthansa last year' });
    expect((await ask(app.server, app.manager, res.body.didYouMean?.question ?? '', I)).status).toBe(200);
    const nowhere = await ask<NotUnderstoodAnswer>(app.server, app.manager, 'spend in Narnia', I);
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.didYouMean).toBeUndefined();
  });

  it('reads a negated verb as the opposite measure, or refuses it, never answering the opposite', async () => {
    const asked = await ask<AskAnswer>(app.server, app.manager, 'how many deals did Hooli not accept', D);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.query.measures).toEqual([`${D}.notAcceptedDeals`]);
    const hooli = { member: `${D}.directEnterprise`, operator: 'equals' as const, values: ['Hooli'] };
    expect(asked.body.query.filters).toEqual([hooli]);
    const direct = await load(app.server, app.manager, {
      measures: [`${D}.notAcceptedDeals`],
      filters: [hooli],
    });
    expect(await load(app.server, app.manager, asked.body.query)).toEqual(direct);
    // Rebooked PNRs have no opposite measure; "not rebooked" also names a status, which is left out.
    const status = await ask<AskAnswer>(app.server, app.manager, 'how many PNRs were not rebooked', D);
    expect(status.status, status.text).toBe(200);
    expect(status.body.query.filters).toEqual([
      { member: `${D}.dealStatus`, operator: 'notEquals', values: ['Rebooked'] },
    ]);
    // "Rebook" names no status: refused, with rephrasings about the rebooked PNRs.
    const none = await ask<NotUnderstoodAnswer>(
      app.server,
      app.manager,
      'how many deals did Hooli not rebook',
      D,
    );
    expect(none.status).toBe(422);
    expect(none.body.suggestions[0]).toMatch(/^Rebooked PNRs /);
  });

  it('offers rephrasings about the measure asked for beside a name near a misspelt one', async () => {
    const res = await ask<NotUnderstoodAnswer>(
      app.server,
      app.manager,
      'how many deals did Hoolie accept',
      D,
    );
    expect(res.status).toBe(422);
    expect(res.body.didYouMean?.name).toBe('Hooli');
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of res.body.suggestions) {
      expect(suggestion).toMatch(/accepted deals/i);
      expect(suggestion).not.toMatch(/not accepted/i);
    }
  });

  it('reads values joined by "or" after a role word as one filter of that role', async () => {
    const res = await ask<AskAnswer>(app.server, app.manager, 'how many flights to Paris or London', I);
    expect(res.status, res.text).toBe(200);
    expect(res.body.query.filters).toEqual([
      { member: `${I}.destinationCity`, operator: 'equals', values: ['Paris', 'London'] },
    ]);
    const count = async (city: string) => {
      const rows = await load(app.server, app.manager, {
        measures: [`${I}.countPnrs`],
        filters: [{ member: `${I}.destinationCity`, operator: 'equals', values: [city] }],
      });
      return Number(rows[0]?.[`${I}.countPnrs`]);
    };
    const [both] = await load(app.server, app.manager, res.body.query);
    expect(Number(both?.[`${I}.countPnrs`])).toBe((await count('Paris')) + (await count('London')));
    expect(await count('Paris')).toBeGreaterThan(0);
  });

  it('answers questions each part of which it understands', async () => {
    const reasons = await ask<AskAnswer>(
      app.server,
      app.manager,
      'what are the most common rejection reasons',
      D,
    );
    expect(reasons.status, reasons.text).toBe(200);
    expect(reasons.body.query).toMatchObject({
      measures: [`${D}.notAcceptedDeals`],
      dimensions: [`${D}.feedbackMeaningPlatform`],
      order: { [`${D}.notAcceptedDeals`]: 'desc' },
    });
    expect((await load(app.server, app.manager, reasons.body.query)).length).toBeGreaterThan(0);
    // "The most common feedback" is a reason given, never the deals that have none.
    const common = await ask<AskAnswer>(app.server, app.manager, 'what is the most common feedback', D);
    expect(common.status, common.text).toBe(200);
    const [top] = await load(app.server, app.manager, common.body.query);
    expect(top?.[`${D}.feedbackMeaningPlatform`]).toEqual(expect.any(String));
    const year = new Date().getUTCFullYear();
    const booked = await ask<AskAnswer>(
      app.server,
      app.manager,
      `how many PNRs did Hooli book with British Airways in ${year}`,
      I,
    );
    expect(booked.status, booked.text).toBe(200);
    const expected = {
      measures: [`${I}.countPnrs`],
      timeDimensions: [
        { dimension: `${I}.resultDateCreatedAt`, dateRange: [`${year}-01-01`, `${year}-12-31`] },
      ],
      filters: [
        { member: `${I}.directEnterprise`, operator: 'equals' as const, values: ['Hooli'] },
        { member: `${I}.itinAirlines`, operator: 'contains' as const, values: ['British Airways'] },
      ],
    };
    expect(booked.body.query).toEqual(expected);
  });

  it('never writes the question back as markup', async () => {
    const res = await ask(app.server, app.manager, '<script>alert(1)</script> spend', I);
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('<script>');
  });

  it('reads the values of the caller’s TMC only', async () => {
    // Clients of the second TMC are unknown words to the first one.
    const second = await load(app.server, app.second, {
      dimensions: [`${I}.directEnterprise`],
      measures: [`${I}.countPnrs`],
    });
    const firstClients = (
      await load(app.server, app.manager, {
        dimensions: [`${I}.directEnterprise`],
        measures: [`${I}.countPnrs`],
      })
    ).map((r) => r[`${I}.directEnterprise`]);
    const theirs = second
      .map((r) => String(r[`${I}.directEnterprise`]))
      .find((c) => !firstClients.includes(c));
    expect(theirs).toBeDefined();
    const secondAsker = await tokenWithTabs(app.server, ['TravelSpendAIDemo'], 'second-asker', 'second');
    expect((await ask(app.server, secondAsker, `spend for ${theirs}`, I)).status).toBe(200);
    expect((await ask(app.server, app.manager, `spend for ${theirs}`, I)).status).toBe(422);
  });

  it('asks for a token and the question screen tab', async () => {
    expect((await fields(app.server, undefined, I)).status).toBe(401);
    const other = await tokenWithTabs(app.server, ['SavingsOverview']);
    expect((await ask(app.server, other, 'spend', I)).status).toBe(403);
    const only = await tokenWithTabs(app.server, ['TravelSpendAIDemo']);
    expect((await ask(app.server, only, 'spend last month', I)).status).toBe(200);
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/meta?cubeName=${I}`, {
      headers: { authorization: `Bearer ${only}` },
    });
    expect(res.status).toBe(200);
  });
});
