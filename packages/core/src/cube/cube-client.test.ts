import { describe, expect, it } from 'vitest';
import { cubeFilters, loadCube, loadCubeCompact } from './cube-client.js';

describe('cube filters', () => {
  it('turns each non-empty filter group into an equals filter on the cube', () => {
    expect(
      cubeFilters('FaresaverItinerariesView', {
        corporate: ['Acme'],
        gds: [],
        pointOfSale: ['France', 'Spain'],
      }),
    ).toEqual([
      {
        member: 'FaresaverItinerariesView.ticketingCountry',
        operator: 'equals',
        values: ['France', 'Spain'],
      },
      { member: 'FaresaverItinerariesView.directEnterprise', operator: 'equals', values: ['Acme'] },
    ]);
    expect(cubeFilters('FaresaverDealsView', {})).toEqual([]);
  });
});

/** A service answering every load with `data` (annotated: C.count a number, C.name a string), and its calls. */
function serviceAnswering(data: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(
      JSON.stringify({
        query: {},
        data,
        annotation: {
          measures: { 'C.count': { title: 'Count', shortTitle: 'Count', type: 'number' } },
          dimensions: { 'C.name': { title: 'Name', shortTitle: 'Name', type: 'string' } },
          timeDimensions: {},
          segments: {},
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as unknown as typeof fetch;
  return { target: { baseUrl: 'https://tmc.example', getToken: () => 't0k', fetch: fetchStub }, calls };
}

describe('loadCube', () => {
  it('POSTs the query to load and turns numeric members sent as strings into numbers', async () => {
    const { target, calls } = serviceAnswering([{ 'C.count': '42', 'C.name': 'Acme' }]);
    const rows = await loadCube(target, { measures: ['C.count'], dimensions: ['C.name'], limit: 5 });
    expect(rows).toEqual([{ 'C.count': 42, 'C.name': 'Acme' }]);
    expect(calls[0]?.url).toBe('https://tmc.example/cubejs-api/v1/load');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      query: { measures: ['C.count'], dimensions: ['C.name'], limit: 5 },
    });
  });
});

describe('loadCubeCompact', () => {
  it("asks for Cube's compact format and answers the members and each row's values, numbers as numbers", async () => {
    const { target, calls } = serviceAnswering({
      members: ['C.name', 'C.count'],
      dataset: [
        ['Acme', '42'],
        ['Globex', null],
      ],
    });
    const answer = await loadCubeCompact(target, {
      measures: ['C.count'],
      dimensions: ['C.name'],
      limit: 5,
    });
    expect(answer).toEqual({
      members: ['C.name', 'C.count'],
      dataset: [
        ['Acme', 42],
        ['Globex', null],
      ],
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      query: { measures: ['C.count'], dimensions: ['C.name'], limit: 5, responseFormat: 'compact' },
    });
  });
});
