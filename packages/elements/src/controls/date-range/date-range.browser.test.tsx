import { expect } from 'chai';
import dayjs from 'dayjs';
import { defineDateRange } from './date-range.element.js';
import { mountSignedIn, sleep, until } from '../../testing/filter-bar-support.js';

defineDateRange();

const root = () => document.querySelector('tripsight-date-range')!.shadowRoot!;
const input = (name: string) => root().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

const trigger = () => root().querySelector<HTMLElement>('sl-button[slot="trigger"]')!;
const dropdown = () => root().querySelector<HTMLElement & { open: boolean }>('sl-dropdown')!;
const press = (target: Element, key: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
  );

function setInput(name: string, value: string) {
  const el = input(name);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<tripsight-date-range> in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the range as MM/DD/YYYY', async () => {
    mountSignedIn('<tripsight-date-range></tripsight-date-range>');
    await until(() => root()?.querySelector('[part="value"]') !== null);
    expect(root().querySelector('[part="value"]')!.textContent).to.equal('01/01/2026 – 01/31/2026');
  });

  it('offers the presets in two columns and applies one to its product', async () => {
    const bus = mountSignedIn('<tripsight-date-range product="hotel"></tripsight-date-range>');
    await until(() => root()?.querySelector('[data-preset]') !== null);
    expect(root().querySelectorAll('.presets .column')).to.have.length(2);
    expect(root().querySelectorAll('[data-preset]')).to.have.length(14);
    root().querySelector<HTMLButtonElement>('[data-preset="last7Days"]')!.click();
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await until(() => bus.getState().dates.hotel !== undefined);
    expect(bus.getState().dates.hotel).to.deep.equal({
      startDate: dayjs().subtract(7, 'day').format('YYYY-MM-DD'),
      endDate: yesterday,
    });
    expect(bus.getState().dates.air).to.deep.equal({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('limits the calendar to yesterday, or one year ahead when the tab allows future dates', async () => {
    mountSignedIn('<tripsight-date-range></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="endDate"]') !== null);
    expect(input('endDate').max).to.equal(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    mountSignedIn('<tripsight-date-range allow-future-dates="true"></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="endDate"]') !== null);
    expect(input('endDate').max).to.equal(dayjs().add(1, 'year').format('YYYY-MM-DD'));
  });

  it('keeps demo users within the demo calendar minimum', async () => {
    mountSignedIn('<tripsight-date-range></tripsight-date-range>', { isDemo: true });
    await until(() => root()?.querySelector('input[name="startDate"]') !== null);
    expect(input('startDate').min).to.equal('2019-04-01');
  });

  it('fills a missing end from the start, and logs when both are missing', async () => {
    const bus = mountSignedIn('<tripsight-date-range></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="endDate"]') !== null);
    setInput('startDate', '2025-12-01');
    setInput('endDate', '');
    await sleep(20);
    root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
    await until(() => bus.getState().dates.air?.startDate === '2025-12-01');
    expect(bus.getState().dates.air).to.deep.equal({ startDate: '2025-12-01', endDate: '2025-12-01' });

    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args[0]);
    try {
      setInput('startDate', '');
      setInput('endDate', '');
      await sleep(20);
      root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
      await sleep(20);
    } finally {
      console.error = original;
    }
    expect(logged).to.include('Unable to handle single date pick: Both start date and end date are null');
    expect(bus.getState().dates.air).to.deep.equal({ startDate: '2025-12-01', endDate: '2025-12-01' });
  });

  it('refuses a typed end date after yesterday at Apply, with a message, and sends nothing', async () => {
    const bus = mountSignedIn('<tripsight-date-range></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="endDate"]') !== null);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const yesterday = dayjs().subtract(1, 'day');
    setInput('startDate', '2026-01-10');
    setInput('endDate', tomorrow);
    await sleep(20);
    root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
    await until(() => root().querySelector('[part="problem"]') !== null);
    expect(root().querySelector('[part="problem"]')!.textContent).to.equal(
      `Dates after ${yesterday.format('MM/DD/YYYY')} are out of range. Choose an end date on or before ${yesterday.format('MM/DD/YYYY')}.`,
    );
    expect(root().querySelector('[part="problem"]')!.getAttribute('role')).to.equal('alert');
    expect(bus.getState().dates.air).to.deep.equal({ startDate: '2026-01-01', endDate: '2026-01-31' });
    setInput('endDate', yesterday.format('YYYY-MM-DD'));
    await sleep(20);
    expect(root().querySelector('[part="problem"]')).to.equal(null);
  });

  it('refuses a typed end more than a year ahead where the tab allows future dates', async () => {
    const bus = mountSignedIn('<tripsight-date-range allow-future-dates="true"></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="endDate"]') !== null);
    setInput('startDate', '2026-01-10');
    setInput('endDate', dayjs().add(1, 'year').add(1, 'day').format('YYYY-MM-DD'));
    await sleep(20);
    root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
    await until(() => root().querySelector('[part="problem"]') !== null);
    expect(bus.getState().dates.air).to.deep.equal({ startDate: '2026-01-01', endDate: '2026-01-31' });
    setInput('endDate', dayjs().add(1, 'year').format('YYYY-MM-DD'));
    await sleep(20);
    root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
    await until(() => bus.getState().dates.air?.startDate === '2026-01-10');
  });

  it('applies an end 60 days ahead with a bare allow-future-dates attribute, and refuses it once removed', async () => {
    const bus = mountSignedIn('<tripsight-date-range allow-future-dates></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="endDate"]') !== null);
    const ahead = dayjs().add(60, 'day').format('YYYY-MM-DD');
    await until(() => input('endDate').max === dayjs().add(1, 'year').format('YYYY-MM-DD'));
    setInput('startDate', '2026-01-10');
    setInput('endDate', ahead);
    await sleep(20);
    root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
    await until(() => bus.getState().dates.air?.endDate === ahead);
    expect(root().querySelector('[part="problem"]')).to.equal(null);

    document.querySelector('tripsight-date-range')!.removeAttribute('allow-future-dates');
    await until(() => input('endDate').max === dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    setInput('endDate', dayjs().add(59, 'day').format('YYYY-MM-DD'));
    await sleep(20);
    root().querySelector<HTMLElement>('[data-action="apply"]')!.click();
    await until(() => root().querySelector('[part="problem"]') !== null);
    expect(bus.getState().dates.air?.endDate).to.equal(ahead);
  });

  it('applies the demo calendar rules on a demo page', async () => {
    mountSignedIn('<tripsight-date-range demo="true"></tripsight-date-range>');
    await until(() => root()?.querySelector('input[name="startDate"]') !== null);
    expect(input('startDate').min).to.equal('2019-04-01');
  });

  it('opens its presets as a menu with ArrowDown, moves with the arrows and returns focus to the trigger', async () => {
    const bus = mountSignedIn('<tripsight-date-range></tripsight-date-range>');
    await until(() => root()?.querySelector('[data-preset]') !== null);
    expect(root().querySelector('.presets')!.getAttribute('role')).to.equal('menu');
    expect(root().querySelectorAll('[role="menuitem"]')).to.have.length(14);
    trigger().focus();
    press(trigger(), 'ArrowDown');
    await until(() => dropdown().open && root().activeElement?.getAttribute('data-preset') === 'yesterday');
    press(root().activeElement!, 'ArrowDown');
    expect(root().activeElement?.getAttribute('data-preset')).to.equal('thisWeek');
    press(root().activeElement!, 'ArrowUp');
    press(root().activeElement!, 'ArrowUp');
    expect(root().activeElement?.getAttribute('data-preset')).to.equal('last90Days');
    press(root().activeElement!, 'Home');
    expect(root().activeElement?.getAttribute('data-preset')).to.equal('yesterday');
    press(root().activeElement!, 'End');
    (root().activeElement as HTMLElement).click();
    await until(() => bus.getState().dates.air?.endDate === dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    await until(() => root().activeElement === trigger());
    expect(dropdown().open).to.equal(false);
  });
});
