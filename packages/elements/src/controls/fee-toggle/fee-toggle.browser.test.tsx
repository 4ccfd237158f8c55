import { expect } from 'chai';
import { defineFeeToggle } from './fee-toggle.element.js';
import { mountSignedIn, until } from '../../testing/filter-bar-support.js';

defineFeeToggle();

describe('<tripsight-fee-toggle> in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('offers Gross Savings (default) and Net Savings and writes the fee mode to the bus', async () => {
    const bus = mountSignedIn('<tripsight-fee-toggle></tripsight-fee-toggle>');
    const root = () => document.querySelector('tripsight-fee-toggle')!.shadowRoot!;
    await until(() => root()?.querySelectorAll('sl-radio-button').length === 2);
    const buttons = [...root().querySelectorAll<HTMLElement & { value: string }>('sl-radio-button')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Gross Savings', 'Net Savings']);
    const group = root().querySelector('sl-radio-group') as HTMLElement & { value: string };
    expect(group.value).to.equal('gross');
    buttons[1]!.click();
    await until(() => bus.getState().feeMode === 'net');
    bus.setState({ feeMode: 'gross' });
    await until(() => group.value === 'gross');
  });
});
