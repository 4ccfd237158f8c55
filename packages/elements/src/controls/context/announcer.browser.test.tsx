import { until } from '@tripsight/testing';
import { expect } from 'chai';
import { useQuery } from '@tanstack/react-query';
import { LOADING_ANNOUNCEMENT, UPDATED_ANNOUNCEMENT } from '@tripsight/core/controls';
import { defineContext } from './context.element.js';
import { defineElement } from '../../internal/define.js';
import { useBusState } from '../../internal/use-bus.js';
import { ErrorFallback, Skeleton } from '../../ui/states.js';

/** The answers the sections wait for, settled by the test: per currency, a value or a failure. */
const answers = new Map<string, { resolve: (v: string) => void; reject: (e: Error) => void }[]>();
const answer = (currency: string) =>
  new Promise<string>((resolve, reject) => {
    answers.set(currency, [...(answers.get(currency) ?? []), { resolve, reject }]);
  });
const settle = (currency: string, outcome: 'ok' | 'fail') => {
  for (const pending of answers.get(currency) ?? []) {
    if (outcome === 'ok') pending.resolve(`figures in ${currency}`);
    else pending.reject(new Error('warehouse down'));
  }
  answers.delete(currency);
};

/** A card of a dashboard: its figures depend on the currency; a failure shows the error state. */
function Section({ name }: { name?: string }) {
  const currency = useBusState((s) => s.currency) ?? 'default';
  const query = useQuery({
    queryKey: ['section', name, currency],
    queryFn: () => answer(currency),
    retry: false,
  });
  if (query.error) return <ErrorFallback detail={query.error.message} />;
  if (query.data === undefined) return <Skeleton height={20} />;
  return <p>{query.data}</p>;
}
defineElement('test-announced-section', Section, { props: { name: 'string' } });
defineContext();

const region = () =>
  document.querySelector('tripsight-context')!.shadowRoot!.querySelector('[part="announcer"]')!;
const said = () => (region().textContent ?? '').replace(/\u00a0$/, '');
const sections = () => [...document.querySelectorAll('test-announced-section')];

describe('<tripsight-context> announcements in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    answers.clear();
  });

  it('says loading once for all cards, then what changed and that the figures were updated', async () => {
    document.body.innerHTML = `
      <tripsight-context currency="USD">
        <test-announced-section name="a"></test-announced-section>
        <test-announced-section name="b"></test-announced-section>
        <test-announced-section name="c"></test-announced-section>
      </tripsight-context>`;
    expect(region().getAttribute('aria-live')).to.equal('polite');
    expect(region().getAttribute('role')).to.equal('status');
    await until(() => said() === LOADING_ANNOUNCEMENT);
    await until(() => (answers.get('USD')?.length ?? 0) === 3);
    // The context says loading once: the cards' skeletons stay out of the accessibility tree.
    const skeletons = sections().map((s) => s.shadowRoot!.querySelector('[part="skeleton"]'));
    expect(skeletons.map((k) => [k?.getAttribute('aria-hidden'), k?.hasAttribute('role')])).to.deep.equal([
      ['true', false],
      ['true', false],
      ['true', false],
    ]);
    settle('USD', 'ok');
    await until(() => sections().every((s) => s.shadowRoot?.textContent === 'figures in USD'));
    // A first load that succeeds says nothing more.
    expect(said()).to.equal(LOADING_ANNOUNCEMENT);

    document.querySelector('tripsight-context')!.setAttribute('currency', 'EUR');
    await until(() => (answers.get('EUR')?.length ?? 0) === 3);
    expect(said()).to.equal(LOADING_ANNOUNCEMENT);
    settle('EUR', 'ok');
    await until(() => said() === `Currency: EUR. ${UPDATED_ANNOUNCEMENT}`);
  });

  it('says failures once for the dashboard, and the cards\u2019 errors stay quiet', async () => {
    document.body.innerHTML = `
      <tripsight-context currency="USD">
        <test-announced-section name="a"></test-announced-section>
        <test-announced-section name="b"></test-announced-section>
      </tripsight-context>`;
    await until(() => (answers.get('USD')?.length ?? 0) === 2);
    settle('USD', 'ok');
    await until(() => sections().every((s) => s.shadowRoot?.textContent === 'figures in USD'));
    document.querySelector('tripsight-context')!.setAttribute('currency', 'GBP');
    await until(() => (answers.get('GBP')?.length ?? 0) === 2);
    settle('GBP', 'fail');
    await until(() => said() === 'Currency: GBP. 2 sections could not be loaded.');
    const errors = sections().map((s) => s.shadowRoot!.querySelector('[part="error"]'));
    expect(errors.every((e) => e !== null)).to.equal(true);
    expect(errors.map((e) => e!.getAttribute('role'))).to.deep.equal([null, null]);
    // Children still show through the context's slot.
    expect(sections()[0]!.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('leaves a section\u2019s error an alert where no context announces', async () => {
    document.body.innerHTML = `<test-announced-section name="alone"></test-announced-section>`;
    await until(() => (answers.get('default')?.length ?? 0) === 1);
    // Alone, the card's skeleton is a busy status region of its own.
    const skeleton = sections()[0]!.shadowRoot!.querySelector('[part="skeleton"]')!;
    expect(skeleton.getAttribute('role')).to.equal('status');
    expect(skeleton.getAttribute('aria-label')).to.equal('Loading');
    settle('default', 'fail');
    const section = sections()[0]!;
    await until(() => section.shadowRoot?.querySelector('[part="error"]'));
    expect(section.shadowRoot!.querySelector('[part="error"]')!.getAttribute('role')).to.equal('alert');
  });
});
