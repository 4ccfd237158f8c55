import { expect } from 'chai';
import { failed, pending, succeeded } from '@tripsight/core/export';
import { defineDownloadStatus } from './download-status.element.js';
import { mountSignedIn, sleep, until } from '../../testing/filter-bar-support.js';

defineDownloadStatus();

const root = () => document.querySelector('tripsight-download-status')?.shadowRoot ?? null;
const banner = () => root()?.querySelector('[part="banner"]') as HTMLElement | null;

describe('<tripsight-download-status> in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is hidden until a download starts, then shows Downloading with the file name', async () => {
    const bus = mountSignedIn('<tripsight-download-status></tripsight-download-status>');
    await sleep(100);
    expect(banner()).to.equal(null);
    bus.setState({ download: pending('A Executive Summary - x.xlsx') });
    await until(() => banner() !== null);
    expect(banner()!.textContent).to.contain('Downloading').and.contain('A Executive Summary - x.xlsx');
    expect(banner()!.getAttribute('data-state')).to.equal('pending');
  });

  it('shows Download completed and resets when closed', async () => {
    const bus = mountSignedIn('<tripsight-download-status></tripsight-download-status>');
    bus.setState({ download: succeeded('a.xlsx') });
    await until(() => banner() !== null);
    expect(banner()!.textContent).to.contain('Download completed');
    await until(() => banner()!.shadowRoot?.querySelector('[part~="close-button"]') != null);
    banner()!.shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!.click();
    await until(() => bus.getState().download.state === 'notStarted');
    await until(() => banner() === null);
  });

  it('dismisses a failure after 5 s', async () => {
    const bus = mountSignedIn('<tripsight-download-status></tripsight-download-status>');
    bus.setState({ download: failed('a.xlsx') });
    await until(() => banner() !== null);
    expect(banner()!.textContent).to.contain('Download failed');
    await sleep(4500);
    expect(bus.getState().download.state).to.equal('fail');
    await until(() => bus.getState().download.state === 'notStarted', 'the status to clear', 1500);
  });
});
