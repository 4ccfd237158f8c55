import { expect } from 'chai';
import { defineExportMenu } from './export-menu.element.js';
import {
  fakeService,
  mountSignedIn,
  sleep,
  until,
  type FakeService,
} from '../../testing/filter-bar-support.js';

defineExportMenu();

const root = () => document.querySelector('tripsight-export-menu')?.shadowRoot ?? null;
const button = () => root()?.querySelector('[part="button"]') as (HTMLElement & { disabled: boolean }) | null;
const menuItems = () => [
  ...(root()?.querySelectorAll<HTMLElement & { value: string }>('sl-menu-item') ?? []),
];

describe('<tripsight-export-menu> in Chromium', () => {
  let service: FakeService;
  let reportCalls: URL[];
  beforeEach(() => {
    reportCalls = [];
    service = fakeService((url) => {
      if (!url.pathname.startsWith('/api/reports/')) return undefined;
      reportCalls.push(url);
      if (url.searchParams.get('currency') === 'GBP') {
        return Response.json({ messageShouldBeDisplayed: true, messageStatus: 'contactSupport' });
      }
      return new Response('a,b\n1,2\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="Northstar Savings Details - x.csv"',
        },
      });
    });
  });
  afterEach(() => {
    service.restore();
    document.body.innerHTML = '';
  });

  it('is disabled without a menu when the account may not export', async () => {
    mountSignedIn('<tripsight-export-menu></tripsight-export-menu>', { allowExportReports: false });
    await until(() => button() !== null);
    expect(button()!.disabled).to.equal(true);
    expect(root()!.querySelector('sl-dropdown')).to.equal(null);
  });

  it('lists reports with a button name and a file-type choice only where options exist', async () => {
    const reports = [
      {
        name: 'a',
        title: 'A',
        buttonName: 'Executive Summary',
        displayName: 'Executive Summary',
        path: '/api/reports/air/executiveSummaryReport',
        exportFileExtensionOptions: [],
      },
      {
        name: 'b',
        title: 'B',
        buttonName: '',
        displayName: 'Hidden',
        path: '/x',
        exportFileExtensionOptions: [],
      },
      {
        name: 'c',
        title: 'C',
        buttonName: 'Savings Details',
        displayName: 'Savings Details',
        path: '/api/reports/air/savingsDetailsReport',
        exportFileExtensionOptions: ['xlsx', 'csv'],
      },
    ];
    mountSignedIn(`<tripsight-export-menu reports='${JSON.stringify(reports)}'></tripsight-export-menu>`);
    await until(() => menuItems().length > 0);
    expect(menuItems().map((i) => i.textContent)).to.deep.equal(['Executive Summary', 'Savings Details']);
    const radios = [...root()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).to.deep.equal(['xlsx', 'csv']);
    expect(radios[0]!.checked).to.equal(true);
  });

  it('exports once per burst of presses after 500 ms and reports success on the bus', async () => {
    const bus = mountSignedIn('<tripsight-export-menu prefix="Northstar"></tripsight-export-menu>');
    const downloads: string[] = [];
    document.body.addEventListener('tripsight-download', (e) => downloads.push(e.detail.state));
    await until(() => menuItems().length === 3);
    root()!.querySelector<HTMLInputElement>('input[value="csv"]')!.click();
    await sleep(20);
    menuItems()[1]!.click();
    menuItems()[1]!.click();
    await sleep(300);
    expect(reportCalls).to.have.length(0);
    await until(() => bus.getState().download.state === 'success');
    expect(reportCalls).to.have.length(1);
    expect(reportCalls[0]!.pathname).to.equal('/api/reports/air/savingsDetailsReport');
    expect(reportCalls[0]!.searchParams.get('format')).to.equal('csv');
    expect(reportCalls[0]!.searchParams.get('startDate')).to.equal('2026-01-01');
    expect(bus.getState().download.fileName).to.equal(
      'Northstar Savings Details - 2026-01-01 to 2026-01-31.csv',
    );
    expect(downloads).to.deep.equal(['pending', 'success']);
  });

  it("offers a tab's reports: the air reports on Savingsoverview; nothing at all on a tab without reports", async () => {
    mountSignedIn('<tripsight-export-menu tab="Savingsoverview"></tripsight-export-menu>');
    await until(() => menuItems().length === 3);
    mountSignedIn('<tripsight-export-menu tab="ProgramOverview"></tripsight-export-menu>');
    // Rendered: the element's root is there and its code has loaded (no loading placeholder).
    await until(() => root()?.querySelector('.tripsight-root') != null);
    await until(() => root()!.querySelector('.ts-skeleton') === null);
    await sleep(50);
    expect(root()!.querySelector('sl-dropdown')).to.equal(null);
    expect(button()).to.equal(null);
  });

  it('opens with ArrowDown on its first report and moves with the arrows (menu button)', async () => {
    mountSignedIn('<tripsight-export-menu tab="Savingsoverview"></tripsight-export-menu>');
    await until(() => menuItems().length === 3);
    const trigger = button()!;
    trigger.focus();
    trigger.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
    );
    const dropdown = root()!.querySelector('sl-dropdown') as HTMLElement & { open: boolean };
    await until(() => dropdown.open && root()!.activeElement === menuItems()[0]);
    menuItems()[0]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
    );
    await until(() => root()!.activeElement === menuItems()[1]);
  });

  it('turns a message status into the download status', async () => {
    const bus = mountSignedIn('<tripsight-export-menu></tripsight-export-menu>');
    bus.setState({ currency: 'GBP' });
    await until(() => menuItems().length === 3);
    menuItems()[0]!.click();
    await until(() => bus.getState().download.state === 'contactSupport');
  });
});
