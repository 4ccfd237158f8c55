import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { requestJson, serviceRequest, type ServiceTarget } from './request.js';
import { WRONG_SERVICE, wrongServiceMessage } from './wrong-service.js';

const PAGE = '<!doctype html><title>Portal</title>';
const html = (status = 200) =>
  new Response(PAGE, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

function target(answer: () => Response, baseUrl = 'https://intranet.example/tripsight'): ServiceTarget {
  return { baseUrl, getToken: () => 'tok', fetch: async () => answer() };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('a call that does not reach the data service', () => {
  const expected =
    'The Tripsight data service did not answer at https://intranet.example/tripsight: check the api-base attribute.';

  it('names the api-base when a web page answers 200 where JSON was asked for', async () => {
    const error = await failure(
      requestJson(
        target(() => html()),
        { path: '/api/views/air/x' },
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(WRONG_SERVICE);
    expect(error.status).toBe(200);
    expect(error.message).toBe(expected);
    expect(error.message).not.toMatch(/Unexpected token|JSON/);
  });

  it('names the api-base when an OK body is not JSON whatever its content type says', async () => {
    const answer = () => new Response(PAGE, { status: 200, headers: { 'content-type': 'text/plain' } });
    const error = await failure(requestJson(target(answer), { path: '/api/views/air/x' }));
    expect(error.code).toBe(WRONG_SERVICE);
    expect(error.message).toBe(expected);
  });

  it('names the api-base for a 404 from another server (no error body of the service)', async () => {
    for (const answer of [() => html(404), () => new Response('Not Found', { status: 404 })]) {
      const error = await failure(serviceRequest(target(answer), { path: '/api/views/air/x' }));
      expect(error.status).toBe(404);
      expect(error.code).toBe(WRONG_SERVICE);
      expect(error.message).toBe(expected);
    }
  });

  it('keeps the catalogue text for a 404 the service itself answers', async () => {
    const answer = () =>
      Response.json({ error: 'NOT_FOUND', message: 'Resource not found' }, { status: 404 });
    const error = await failure(serviceRequest(target(answer), { path: '/api/audit/conversations/9' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Resource not found or not accessible.');
  });

  it('lets a download ask for a page-like body without judging it', async () => {
    const response = await serviceRequest(
      target(() => html()),
      { path: '/api/reports/x', accept: '*/*' },
    );
    expect(response.status).toBe(200);
  });

  it('names the page origin when the api-base is empty', () => {
    expect(wrongServiceMessage('')).toMatch(
      /^The Tripsight data service did not answer at .+: check the api-base attribute\.$/,
    );
    expect(wrongServiceMessage('http://svc')).toBe(
      'The Tripsight data service did not answer at http://svc: check the api-base attribute.',
    );
  });
});
