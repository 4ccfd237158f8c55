import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { errorFromResponse, serviceErrorMessage, retryAfterSeconds } from './error-messages.js';
import { refusedFields } from '../testing/alert-fixtures.js';

describe('serviceErrorMessage (docs/rules/operations.md#service-errors)', () => {
  it.each([
    [401, 'TOKEN_EXPIRED', 'Authentication token has expired. Please refresh your session.'],
    [401, 'INVALID_TOKEN', 'Invalid authentication token. Please log in again.'],
    [401, 'INVALID_AUDIENCE', 'Authentication configuration error. Please contact support.'],
    [401, 'INVALID_ISSUER', 'Authentication configuration error. Please contact support.'],
    [401, 'SOMETHING_ELSE', 'Authentication failed. Please check your credentials.'],
    [403, 'MISSING_TMC', 'Missing TMC information in authentication token.'],
    [403, 'FORBIDDEN', 'Access denied. You do not have permission to access this resource.'],
    [404, 'NOT_FOUND', 'Resource not found or not accessible.'],
    [500, 'INTERNAL', 'Internal server error. Please try again later.'],
    [503, 'UNAVAILABLE', 'Service unavailable. Please try again later.'],
  ])('maps %i %s', (status, code, message) => {
    expect(serviceErrorMessage(status, code, 'server text')).toBe(message);
  });

  it('names the retry seconds of a 429, 60 by default', () => {
    expect(serviceErrorMessage(429, 'RATE_LIMITED', undefined, 17)).toBe(
      'Rate limit exceeded. Please try again in 17 seconds.',
    );
    expect(serviceErrorMessage(429, 'RATE_LIMITED', undefined)).toBe(
      'Rate limit exceeded. Please try again in 60 seconds.',
    );
  });

  it('uses the server message for other statuses, else the generic text', () => {
    expect(serviceErrorMessage(400, 'BAD_REQUEST', 'corporate_name must not be blank')).toBe(
      'corporate_name must not be blank',
    );
    expect(serviceErrorMessage(409, 'CONFLICT', undefined)).toBe('An unexpected error occurred.');
    expect(serviceErrorMessage(400, 'BAD_REQUEST', '  ')).toBe('An unexpected error occurred.');
  });
});

describe('retryAfterSeconds', () => {
  it('reads Retry-After first', () => {
    expect(retryAfterSeconds(new Headers({ 'Retry-After': '12', 'X-RateLimit-Reset': '40' }))).toBe(12);
  });
  it('reads a delay or a Unix time from X-RateLimit-Reset', () => {
    expect(retryAfterSeconds(new Headers({ 'X-RateLimit-Reset': '40' }))).toBe(40);
    const now = Date.UTC(2026, 0, 1);
    expect(retryAfterSeconds(new Headers({ 'X-RateLimit-Reset': String(now / 1000 + 25) }), now)).toBe(25);
  });
  it('is null when neither header says', () => {
    expect(retryAfterSeconds(new Headers())).toBeNull();
  });
});

describe('errorFromResponse', () => {
  it('keeps the status, code and field and uses the catalogue message', async () => {
    const error = await errorFromResponse(
      Response.json({ error: 'MISSING_TMC', message: 'no tmc claim' }, { status: 403 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'MISSING_TMC',
      message: 'Missing TMC information in authentication token.',
    });
  });
  it("reads the query API's Cube-shaped body: the sentence in error, the code beside it", async () => {
    const error = await errorFromResponse(
      Response.json(
        { error: 'measures[0]: unknown member X.y', code: 'BAD_REQUEST', field: 'measures[0]' },
        { status: 400 },
      ),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'measures[0]: unknown member X.y',
      field: 'measures[0]',
    });
  });
  it('carries every problem of a 400 that refuses several fields, the first as field and message', async () => {
    const error = await errorFromResponse(
      Response.json(refusedFields({ field: 7, message: 'not a field' }), { status: 400 }),
    );
    expect(error).toMatchObject({ status: 400, field: 'name', message: 'name: Enter a name.' });
    expect(error.problems).toEqual([
      { field: 'name', message: 'Enter a name.' },
      { field: 'threshold', message: 'Enter a number.' },
    ]);
  });
  it('has no problems when a 400 names one field only', async () => {
    const error = await errorFromResponse(
      Response.json({ error: 'BAD_REQUEST', message: 'name: is required', field: 'name' }, { status: 400 }),
    );
    expect(error.problems).toBeUndefined();
  });
  it('copes with a body that is not JSON', async () => {
    const error = await errorFromResponse(new Response('<html>', { status: 502 }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'An unexpected error occurred.' });
  });
  it('uses the 429 headers', async () => {
    const error = await errorFromResponse(
      Response.json({ error: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '5' } }),
    );
    expect(error.message).toBe('Rate limit exceeded. Please try again in 5 seconds.');
  });
});
