import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { errorDetail, MAX_REPORT_MESSAGE, scrubErrorMessage, shapeErrorReport } from './error-report.js';

const context = {
  environment: 'staging' as const,
  sessionId: 'abcd0123',
  page: 'Savingsoverview',
  userId: 'user-42',
  now: new Date('2026-03-01T10:00:00Z'),
};

describe('error report payload', () => {
  it('carries the failure, its request id and the context', () => {
    const report = shapeErrorReport(
      {
        message: 'Internal server error. Please try again later.',
        source: '/api/views/air/rebookingSuccess',
        status: 500,
        code: 'INTERNAL',
        requestId: '1b0c6f1e-6a55-4d0b-9a43-3f1f3f0f6d11',
      },
      context,
    );
    expect(report).toEqual({
      message: 'Internal server error. Please try again later.',
      source: '/api/views/air/rebookingSuccess',
      status: 500,
      code: 'INTERNAL',
      requestId: '1b0c6f1e-6a55-4d0b-9a43-3f1f3f0f6d11',
      environment: 'staging',
      sessionId: 'abcd0123',
      page: 'Savingsoverview',
      userId: 'user-42',
      occurredAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('holds no personal data beyond the user id: e-mails, tokens, numbers and query strings are masked', () => {
    const report = shapeErrorReport(
      {
        message:
          'No corporate for ana.silva@globex.example (Bearer abc.def.ghi) token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlMTIz card 4111 1111 1111 1111',
        source: '/api/views/air/savings?corporate=Globex&email=ana@globex.example',
      },
      context,
    );
    expect(report.message).toBe('No corporate for [email] (Bearer [token]) token [token] card [number]');
    expect(report.source).toBe('/api/views/air/savings');
    expect(JSON.stringify(report)).not.toMatch(/globex\.example|eyJ|4111/);
    expect(Object.keys(report).sort()).toEqual([
      'code',
      'environment',
      'message',
      'occurredAt',
      'page',
      'requestId',
      'sessionId',
      'source',
      'status',
      'userId',
    ]);
  });

  it('cuts long messages and drops a request id that is not one', () => {
    const report = shapeErrorReport(
      { message: 'x'.repeat(2000), source: '', requestId: 'not an id; DROP TABLE' },
      { environment: 'production', sessionId: 's' },
    );
    expect(report.message).toHaveLength(MAX_REPORT_MESSAGE);
    expect(report.requestId).toBeNull();
    expect(report.source).toBe('unknown');
    expect(report.userId).toBeNull();
  });

  it('keeps short numbers such as status codes and counts in messages', () => {
    expect(scrubErrorMessage('Retry in 60 seconds (429)')).toBe('Retry in 60 seconds (429)');
  });

  it("reads an ApiError's status, code and request id into the event detail", () => {
    const error = new ApiError(
      503,
      'UNAVAILABLE',
      'Service unavailable. Please try again later.',
      undefined,
      'req-1',
    );
    expect(errorDetail(error, '/api/dynamicFilters')).toEqual({
      message: 'Service unavailable. Please try again later.',
      source: '/api/dynamicFilters',
      status: 503,
      code: 'UNAVAILABLE',
      requestId: 'req-1',
    });
    expect(errorDetail(new Error('boom'), 'tripsight-savings-overview')).toEqual({
      message: 'boom',
      source: 'tripsight-savings-overview',
    });
  });
});
