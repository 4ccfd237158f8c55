import { expect } from 'chai';
import { configureErrorReporting, seededRandom, type ErrorReport } from '@tripsight/core/errors';
import { defineAcceptedSavings } from '../../widgets/accepted-savings/accepted-savings.element.js';
import {
  fakeService,
  mountSignedIn,
  sleep,
  until,
  type FakeService,
} from '../../testing/filter-bar-support.js';

defineAcceptedSavings();

// First draws of the seeded source: seed 7 gives 0.0117 (under 0.2), seed 1 gives 0.627 (over).
const SAMPLED_SEED = 7;
const LEFT_OUT_SEED = 1;

function mount(environment: string, seed: number): ErrorReport[] {
  const bus = mountSignedIn('<tripsight-accepted-savings></tripsight-accepted-savings>');
  const context = document.querySelector('tripsight-context')!;
  context.setAttribute('environment', environment);
  const sent: ErrorReport[] = [];
  configureErrorReporting(bus, { send: (report) => void sent.push(report), random: seededRandom(seed) });
  return sent;
}

/** An element error as the elements announce it: a bubbling, composed DOM event. */
function elementError(message: string): void {
  document.querySelector('tripsight-accepted-savings')!.dispatchEvent(
    new CustomEvent('tripsight-error', {
      detail: { message, source: 'tripsight-accepted-savings' },
      bubbles: true,
      composed: true,
    }),
  );
}

describe('error reporting through <tripsight-context> in Chromium', () => {
  let service: FakeService;
  afterEach(() => {
    service?.restore();
    document.body.innerHTML = '';
  });

  it("reports a failed data call with the service's request id in a sampled production session", async () => {
    service = fakeService((url) =>
      url.pathname.startsWith('/api/views/')
        ? Response.json(
            { error: 'INTERNAL', message: 'failed for ana@globex.example' },
            { status: 500, headers: { 'X-Request-Id': 'req-0001' } },
          )
        : undefined,
    );
    const sent = mount('production', SAMPLED_SEED);
    // Three retries, 1 s apart, before the call counts as failed.
    await until(() => sent.length > 0, 'the report', 8000);
    const [report] = sent;
    expect(report).to.include({
      environment: 'production',
      status: 500,
      code: 'INTERNAL',
      requestId: 'req-0001',
    });
    expect(report!.source).to.match(/^\/api\/views\/air\//);
    expect(JSON.stringify(report)).not.to.contain('globex.example');
  });

  it('sends nothing from a production session the seeded draw leaves out', async () => {
    service = fakeService(() => undefined);
    const sent = mount('production', LEFT_OUT_SEED);
    elementError('render failed');
    await sleep(100);
    expect(sent).to.deep.equal([]);
  });

  it('reports every staging session, each element error once', async () => {
    service = fakeService(() => undefined);
    const sent = mount('staging', LEFT_OUT_SEED);
    elementError('render failed');
    elementError('render failed');
    elementError('another failure');
    await until(() => sent.length === 2, 'two reports');
    expect(sent.map((r) => [r.environment, r.source, r.message])).to.deep.equal([
      ['staging', 'tripsight-accepted-savings', 'render failed'],
      ['staging', 'tripsight-accepted-savings', 'another failure'],
    ]);
  });
});
