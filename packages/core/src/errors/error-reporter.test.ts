import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import type { ErrorReport } from './error-report.js';
import { configureErrorReporting, createErrorReporter, reportError } from './error-reporter.js';
import { seededRandom } from './error-sampling.js';

const failure = { message: 'Internal server error.', source: '/api/views/air/savings', status: 500 };

describe('error reporter', () => {
  it('sends nothing from a production session the draw left out, and everything from one it took', () => {
    const sent: ErrorReport[] = [];
    const out = createErrorReporter({
      environment: 'production',
      send: (r) => void sent.push(r),
      random: () => 0.5,
    });
    expect(out.sampled).toBe(false);
    expect(out.report(failure)).toBeNull();
    const taken = createErrorReporter({
      environment: 'production',
      send: (r) => void sent.push(r),
      random: () => 0.1,
    });
    expect(taken.sampled).toBe(true);
    expect(taken.report(failure)).not.toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('samples about one production session in five with a seeded source', () => {
    const random = seededRandom(42);
    const sampled = Array.from({ length: 1000 }, () =>
      createErrorReporter({ environment: 'production', send: () => undefined, random }),
    ).filter((reporter) => reporter.sampled).length;
    expect(sampled).toBeGreaterThan(160);
    expect(sampled).toBeLessThan(240);
  });

  it('sends each failure once a session and at most the session budget', () => {
    const sent: ErrorReport[] = [];
    const reporter = createErrorReporter({
      environment: 'staging',
      send: (r) => void sent.push(r),
      random: seededRandom(1),
      maxReports: 3,
    });
    reporter.report(failure);
    reporter.report(failure);
    reporter.report({ ...failure, status: 503 });
    reporter.report({ ...failure, source: '/a' });
    reporter.report({ ...failure, source: '/b' });
    expect(sent.map((r) => [r.source, r.status])).toEqual([
      ['/api/views/air/savings', 500],
      ['/api/views/air/savings', 503],
      ['/a', 500],
    ]);
  });

  it('survives a sender that throws or rejects', async () => {
    const throwing = createErrorReporter({
      environment: 'staging',
      send: () => {
        throw new Error('down');
      },
    });
    expect(throwing.report(failure)).not.toBeNull();
    const rejecting = createErrorReporter({
      environment: 'staging',
      send: () => Promise.reject(new Error('down')),
    });
    expect(rejecting.report(failure)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("reports a dashboard's errors with its environment and active tab once a sender is set", () => {
    const bus = new Bus();
    expect(reportError(bus, failure)).toBeNull();
    const sent: ErrorReport[] = [];
    bus.setState({ activeTab: 'RebookingSuccessInsights' });
    configureErrorReporting(bus, {
      environment: 'staging',
      send: (r) => void sent.push(r),
      random: seededRandom(3),
    });
    const report = reportError(bus, failure);
    expect(report).toMatchObject({ environment: 'staging', page: 'RebookingSuccessInsights', status: 500 });
    expect(sent).toHaveLength(1);
    // A new environment makes a new session reporter, drawn again.
    configureErrorReporting(bus, { environment: 'production', random: () => 0.9 });
    expect(reportError(bus, { ...failure, status: 502 })).toBeNull();
  });
});
