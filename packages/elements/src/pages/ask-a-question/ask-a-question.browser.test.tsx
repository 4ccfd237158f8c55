import { expect } from 'chai';
import type { CubeQuery } from '@tripsight/core/cube';
import { NOT_UNDERSTOOD_MESSAGE, SAVED_QUERIES_KEY } from '@tripsight/core/question';
import { defineAll } from '../../define-all.js';
import { cubeAnswer } from '../../testing/cube-answer.js';
import { fakeService, mountSignedIn, until, type FakeService } from '../../testing/filter-bar-support.js';
import { deepQuery, deepQueryAll, leafText as text } from '../../testing/testing.js';

defineAll();

const I = 'FaresaverItinerariesView';
const m = (name: string) => `${I}.${name}`;
const MONTH = { dimension: m('resultDateCreatedAt'), granularity: 'month' as const };
const field = (name: string, shortTitle: string, type = 'string') => ({
  name: m(name),
  title: shortTitle,
  shortTitle,
  type,
});

/** The reading of each test question. */
const READINGS: Record<string, CubeQuery> = {
  'total spend': { measures: [m('spendUsd')] },
  'spend by carrier': { measures: [m('spendUsd')], dimensions: [m('itinAirlines')] },
  'monthly spend': { measures: [m('spendUsd')], timeDimensions: [MONTH] },
  'monthly spend by carrier': {
    measures: [m('spendUsd')],
    dimensions: [m('itinAirlines')],
    timeDimensions: [MONTH],
  },
  'spend by carrier and cabin': {
    measures: [m('spendUsd')],
    dimensions: [m('itinAirlines'), m('cabinClass')],
  },
  'spend by origin airport': {
    measures: [m('spendUsd')],
    dimensions: [m('originAirport'), m('originLatitude'), m('originLongitude')],
  },
  // A reading without coordinates (a query saved before they existed): the table fallback.
  'spend by origin airport, no map': { measures: [m('spendUsd')], dimensions: [m('originAirport')] },
};

/** Where the test airports are (latitude, longitude). */
const AIRPORTS: Record<string, [number, number]> = {
  LHR: [51.47, -0.45],
  CDG: [49.01, 2.55],
  JFK: [40.64, -73.78],
};

/** Rows for a query: three carriers, two cabins, two months, three airports. */
function rowsFor(query: CubeQuery): Record<string, unknown>[] {
  const dims = query.dimensions ?? [];
  const time = query.timeDimensions?.find((t) => t.granularity);
  const values: Record<string, string[]> = {
    [m('itinAirlines')]: ['Lufthansa', 'KLM', 'Swiss'],
    [m('cabinClass')]: ['Economy', 'Business'],
    [m('originAirport')]: ['LHR', 'CDG', 'JFK'],
  };
  let rows: Record<string, unknown>[] = [{}];
  for (const d of dims.filter((d) => !/itude$/.test(d)))
    rows = rows.flatMap((r) => (values[d] ?? ['x']).map((v) => ({ ...r, [d]: v })));
  if (dims.includes(m('originLatitude'))) {
    rows = rows.map((r) => {
      const [latitude, longitude] = AIRPORTS[String(r[m('originAirport')])] ?? [0, 0];
      return { ...r, [m('originLatitude')]: latitude, [m('originLongitude')]: longitude };
    });
  }
  if (time) {
    const key = `${time.dimension}.${time.granularity}`;
    rows = rows.flatMap((r) =>
      ['2026-01-01T00:00:00.000', '2026-02-01T00:00:00.000'].map((t) => ({ ...r, [key]: t })),
    );
  }
  return rows.map((r, i) =>
    Object.fromEntries([...Object.entries(r), ...(query.measures ?? []).map((x) => [x, 100 + i])]),
  );
}

function questionService(): FakeService & { loads: CubeQuery[]; asks: string[] } {
  const loads: CubeQuery[] = [];
  const asks: string[] = [];
  const service = fakeService((url, init) => {
    if (url.pathname === '/api/question/fields')
      return Response.json({
        measures: [field('spendUsd', 'Spend USD', 'number'), field('countPnrs', 'PNRs', 'number')],
        dimensions: [
          field('itinAirlines', 'Airlines'),
          field('cabinClass', 'Cabin'),
          field('originAirport', 'Origin airport'),
          field('resultDateCreatedAt', 'Date', 'time'),
        ],
      });
    if (url.pathname === '/api/question/ask') {
      const question = url.searchParams.get('query') ?? '';
      asks.push(question);
      const query = READINGS[question];
      if (!query)
        return Response.json(
          {
            error: 'NOT_UNDERSTOOD',
            message: NOT_UNDERSTOOD_MESSAGE,
            suggestions: ['total spend', 'spend by carrier'],
            ...(question === 'spend on Lufthnasa'
              ? { didYouMean: { name: 'Lufthansa', question: 'total spend' } }
              : {}),
          },
          { status: 422 },
        );
      return Response.json({
        query,
        interpretation: [
          {
            text: question,
            start: 0,
            end: question.length,
            kind: 'measure',
            member: m('spendUsd'),
            confidence: 1,
            alternatives: [],
          },
        ],
      });
    }
    if (url.pathname === '/cubejs-api/v1/load') {
      const { query } = JSON.parse(String(init?.body)) as { query: CubeQuery };
      loads.push(query);
      return Response.json(cubeAnswer(query, rowsFor(query)));
    }
    return undefined;
  });
  return Object.assign(service, { loads, asks });
}

const page = () => document.querySelector('tripsight-ask-a-question')!;
const input = () => deepQuery(page(), 'input[type="text"]') as HTMLInputElement;
const button = (label: string) =>
  deepQueryAll(page(), 'button').find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const chart = () => deepQuery(page(), '[part="answer"]')?.getAttribute('data-chart');

/** Types into the React input the way a user does. */
function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input(), value);
  input().dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types `question` in the question box once it is there, and asks it. */
async function ask(question: string) {
  await until(() => !!input(), 'the question box');
  type(question);
  button('Ask').click();
}

async function askAndWait(question: string) {
  await ask(question);
  await until(() => !!chart(), `the answer to ${question}`);
}

describe('<tripsight-ask-a-question> in Chromium', () => {
  let service: ReturnType<typeof questionService> | null = null;
  beforeEach(() => localStorage.removeItem(SAVED_QUERIES_KEY));
  afterEach(() => {
    service?.restore();
    document.body.innerHTML = '';
  });

  it('greets the user by first name, lists what can be asked and never submits an empty question', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question mode="demo"></tripsight-ask-a-question>');
    await until(() => text(page()).includes('Cabin'), 'the side panel');
    expect(text(page())).to.include('Hi Alex, what would you like to know?');
    expect(text(page())).to.include('What can I ask?');
    type('   ');
    expect(button('Ask').disabled).to.equal(true);
    (deepQuery(page(), 'form') as HTMLFormElement).requestSubmit();
    await new Promise((r) => setTimeout(r, 100));
    expect(service.asks).to.deep.equal([]);
  });

  it('draws each chart rule: banner, pie, line and bar, line alone, table, map', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    const expected: [string, string, string[]][] = [
      ['total spend', 'banner', []],
      ['spend by carrier', 'pie', ['Pie', 'Table']],
      ['monthly spend', 'line', ['Line', 'Bar', 'Table']],
      ['monthly spend by carrier', 'line', ['Line', 'Table']],
      ['spend by carrier and cabin', 'table', []],
      ['spend by origin airport, no map', 'table', []],
      ['spend by origin airport', 'map', ['Map', 'Table']],
    ];
    for (const [question, kind, offered] of expected) {
      await askAndWait(question);
      await until(() => chart() === kind, `${question} drawn as ${kind}`);
      const kinds = deepQueryAll(page(), '[aria-label="Show as"] button').map((b) => b.textContent);
      expect(kinds, question).to.deep.equal(offered);
    }
    // The map: the world's countries and a marker per airport, the largest answer the largest marker.
    await until(() => deepQueryAll(page(), '[part="answer"] svg circle').length === 3, 'the airports drawn');
    expect(deepQueryAll(page(), '[part="answer"] svg path').length).to.be.greaterThan(100);
    const radii = deepQueryAll(page(), '[part="answer"] svg circle').map((c) => Number(c.getAttribute('r')));
    // Drawn at the radius the marker rule gives (18 px for the largest), not rescaled by Plot.
    expect(Math.max(...radii)).to.equal(18);
    expect(Math.max(...radii)).to.be.greaterThan(Math.min(...radii));
    expect(text(page())).to.not.include('Origin latitude');
    expect(deepQueryAll(page(), 'button[aria-label^="Remove grouping by"]').length).to.equal(1);
    button('Table').click();
    await until(() => deepQueryAll(page(), '[part="table"] tbody tr').length === 3, 'the table of airports');
    const headings = deepQueryAll(page(), '[part="table"] th').map((th) => th.textContent);
    expect(headings.join(' ')).to.not.match(/latitude|longitude/i);
  });

  it('re-runs the query when a chip is edited, without reading the question again', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await askAndWait('spend by carrier');
    const loadsBefore = service.loads.length;
    const measure = deepQuery(page(), 'select[aria-label="Measure"]') as HTMLSelectElement;
    measure.value = m('countPnrs');
    measure.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => service!.loads.length > loadsBefore, 'the edited query');
    expect(service.loads.at(-1)?.measures).to.deep.equal([m('countPnrs')]);
    const remove = deepQuery(page(), 'button[aria-label="Remove grouping by Airlines"]') as HTMLButtonElement;
    remove.click();
    await until(() => chart() === 'banner', 'the total once the grouping is dropped');
    expect(service.loads.at(-1)?.dimensions).to.equal(undefined);
    expect(service.asks).to.deep.equal(['spend by carrier']);
    // Asking the same question again shows its reading again, not the edited query.
    button('Ask').click();
    const measureShown = () =>
      (deepQuery(page(), 'select[aria-label="Measure"]') as HTMLSelectElement | null)?.value;
    await until(() => chart() === 'pie' && measureShown() === m('spendUsd'), 'the question asked again');
  });

  it('keeps saved questions across a reload and replays them exactly', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await askAndWait('spend by carrier');
    const measure = deepQuery(page(), 'select[aria-label="Measure"]') as HTMLSelectElement;
    measure.value = m('countPnrs');
    measure.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => service!.loads.at(-1)?.measures?.[0] === m('countPnrs'), 'the edited query');
    button('Save question').click();
    const stored = JSON.parse(localStorage.getItem(SAVED_QUERIES_KEY) ?? '[]') as {
      question: string;
      query: CubeQuery;
    }[];
    expect(stored[0]?.question).to.equal('spend by carrier');
    expect(stored[0]?.query.measures).to.deep.equal([m('countPnrs')]);

    // A new page: the element comes back with what the browser kept.
    document.body.innerHTML = '';
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await until(() => !!button('Saved Questions'), 'the sub-tabs');
    button('Saved Questions').click();
    await until(() => !!button('spend by carrier'), 'the saved question');
    const asksBefore = service.asks.length;
    button('spend by carrier').click();
    await until(() => chart() === 'pie', 'the replayed answer');
    expect(service.loads.at(-1)?.measures).to.deep.equal([m('countPnrs')]);
    expect(service.asks.length).to.equal(asksBefore);

    button('Saved Questions').click();
    await until(
      () => !!deepQuery(page(), 'button[aria-label="Remove spend by carrier"]'),
      'the remove button',
    );
    (deepQuery(page(), 'button[aria-label="Remove spend by carrier"]') as HTMLButtonElement).click();
    await until(() => text(page()).includes('No saved questions yet'), 'the emptied list');
    expect(JSON.parse(localStorage.getItem(SAVED_QUERIES_KEY) ?? '[]')).to.deep.equal([]);
  });

  it('shows the spec text and questions it can answer when it does not understand', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await ask('stock price of Lufthansa');
    await until(() => text(page()).includes(NOT_UNDERSTOOD_MESSAGE), 'the refusal');
    button('total spend').click();
    await until(() => chart() === 'banner', 'the suggested question answered');
  });

  it('shows the spec text, with the request id in small print, when the ask fails or the network drops', async () => {
    for (const failure of ['server', 'network'] as const) {
      const failing = fakeService((url) => {
        if (url.pathname === '/api/question/fields')
          return Response.json({ measures: [field('spendUsd', 'Spend USD', 'number')], dimensions: [] });
        if (url.pathname === '/api/question/ask') {
          if (failure === 'network') throw new TypeError('Failed to fetch');
          return Response.json(
            { error: 'INTERNAL', message: 'Internal server error. Please try again later.' },
            { status: 500, headers: { 'X-Request-Id': 'req-5f2a' } },
          );
        }
        return undefined;
      });
      mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
      await ask('total spend');
      await until(() => !!deepQuery(page(), '.refusal'), `the refusal after a ${failure} failure`);
      const refusal = deepQuery(page(), '.refusal')!;
      expect(refusal.firstChild?.textContent).to.equal(NOT_UNDERSTOOD_MESSAGE);
      expect(text(page())).not.to.include('Internal server error');
      expect(deepQuery(page(), '.refusal small')?.textContent?.trim() ?? null).to.equal(
        failure === 'server' ? 'Request id: req-5f2a' : null,
      );
      failing.restore();
      document.body.innerHTML = '';
    }
  });

  it('offers a near name as one click, never answering for the misspelt one', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await ask('spend on Lufthnasa');
    await until(() => !!button('Did you mean Lufthansa?'), 'the offer');
    expect(chart()).to.equal(undefined);
    button('Did you mean Lufthansa?').click();
    await until(() => chart() === 'banner', 'the offered question answered');
    expect(service.asks.at(-1)).to.equal('total spend');
  });

  it('shows the dashboard dates a question naming no period is answered for on the period chip', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await askAndWait('total spend');
    const range = service.loads.at(-1)?.timeDimensions?.[0]?.dateRange as [string, string];
    expect(range).to.have.length(2);
    const period = deepQuery(page(), 'select[aria-label="Period"]') as HTMLSelectElement;
    expect(period.selectedOptions[0]?.textContent).to.equal(`Dashboard dates: ${range[0]} to ${range[1]}`);
  });

  it('clears the answer when the data changes, asking nothing again', async () => {
    service = questionService();
    mountSignedIn('<tripsight-ask-a-question></tripsight-ask-a-question>');
    await ask('stock price of Lufthansa');
    await until(() => text(page()).includes(NOT_UNDERSTOOD_MESSAGE), 'the refusal');
    await askAndWait('spend by carrier');
    const data = deepQuery(page(), 'select[aria-label="Data"]') as HTMLSelectElement;
    const other = [...data.options].find((o) => o.value !== data.value)!;
    data.value = other.value;
    data.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => chart() === undefined, 'the answer cleared');
    // Asking is the user's: nothing is read again against the other view, and no refusal shows.
    await new Promise((r) => setTimeout(r, 200));
    expect(service.asks).to.deep.equal(['stock price of Lufthansa', 'spend by carrier']);
    expect(text(page())).not.to.include(NOT_UNDERSTOOD_MESSAGE);
    expect(data.value).to.equal(other.value);
  });
});
