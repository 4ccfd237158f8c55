import { expect } from 'chai';
import { defineSupportWidget } from './support-widget.element.js';
import { mountSignedIn, sleep, until } from '../../testing/filter-bar-support.js';

defineSupportWidget();

/**
 * A chat script following the contract: it defines its API only when the test releases it (as a
 * vendor's script may, a while after loading), with a visible panel until the loader hides it.
 */
const FAKE_CHAT = `(() => {
  const panel = document.createElement('section');
  panel.id = 'fake-chat';
  panel.innerHTML = '<input name="name"><input name="email"><button class="close">Close</button>';
  document.body.append(panel);
  const listeners = new Set();
  panel.querySelector('.close').addEventListener('click', () => listeners.forEach((l) => l()));
  window.__releaseChat = () => {
    window.TripsightSupportChat = {
      show() { panel.hidden = false; window.__shows = (window.__shows || 0) + 1; },
      hide() { panel.hidden = true; },
      prefill({ name, email }) {
        panel.querySelector('[name=name]').value = name || '';
        panel.querySelector('[name=email]').value = email || '';
      },
      onClose(listener) { listeners.add(listener); return () => listeners.delete(listener); },
      connect(service) { window.__connected = service; },
    };
  };
})();
`;

const scriptUrl = () => URL.createObjectURL(new Blob([FAKE_CHAT], { type: 'text/javascript' }));
const widget = () => document.querySelector('tripsight-support-widget')!;
const button = () => widget().shadowRoot?.querySelector<HTMLElement>('[part="button"]') ?? null;
const panel = () => document.getElementById('fake-chat');
const isShown = () => panel() !== null && !panel()!.hidden;
type TestWindow = Window & {
  __releaseChat?: () => void;
  __shows?: number;
  __connected?: unknown;
  TripsightSupportChat?: unknown;
};
const win = window as TestWindow;

describe('<tripsight-support-widget> in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.querySelectorAll('script[data-tripsight-support]').forEach((s) => s.remove());
    delete win.TripsightSupportChat;
    delete win.__releaseChat;
    delete win.__shows;
    delete win.__connected;
  });

  it('keeps the chat hidden until its script has loaded, then shows it on the button, prefilled', async () => {
    mountSignedIn(`<tripsight-support-widget script-url="${scriptUrl()}"></tripsight-support-widget>`, {
      email: 'alex.morgan@northstar.example',
    });
    const bus = document.querySelector('tripsight-context')!.bus;
    bus.setState((s) => ({
      auth: {
        ...s.auth,
        user: { name: 'Alex Morgan', email: 'alex.morgan@northstar.example', picture: null },
      },
    }));
    await until(() => button() !== null && win.__releaseChat !== undefined, 'the script to load');
    expect(button()!.textContent).to.equal('Direct support');
    expect(button()!.getAttribute('aria-busy')).to.equal('true');
    // Clicked before the chat is ready: nothing shows yet.
    button()!.click();
    await sleep(150);
    expect(win.__shows ?? 0).to.equal(0);
    win.__releaseChat!();
    // Ready: hidden first, then shown for the earlier click, prefilled.
    await until(() => win.__shows === 1 && isShown(), 'the chat to show');
    expect(panel()!.querySelector<HTMLInputElement>('[name=name]')!.value).to.equal('Alex Morgan');
    expect(panel()!.querySelector<HTMLInputElement>('[name=email]')!.value).to.equal(
      'alex.morgan@northstar.example',
    );
    expect(button()!.getAttribute('data-state')).to.equal('ready');
    // A script of the service's own origin (a blob: URL of this page counts) is handed the API base.
    expect((win.__connected as { apiBase?: string } | undefined)?.apiBase).to.equal(location.origin);
  });

  it('hides the chat on close and shows it again on the button', async () => {
    mountSignedIn(`<tripsight-support-widget script-url="${scriptUrl()}"></tripsight-support-widget>`);
    await until(() => win.__releaseChat !== undefined, 'the script to load');
    win.__releaseChat!();
    await until(() => button()?.getAttribute('data-state') === 'ready', 'the chat to be ready');
    expect(isShown()).to.equal(false);
    button()!.click();
    await until(() => isShown(), 'the chat to show');
    panel()!.querySelector<HTMLElement>('.close')!.click();
    await until(() => !isShown(), 'the chat to hide');
    button()!.click();
    await until(() => isShown(), 'the chat to show again');
  });

  it('is a link to the fallback without a script, and after a failed load', async () => {
    mountSignedIn(
      `<tripsight-support-widget fallback-url="mailto:support@tripsight.example"></tripsight-support-widget>`,
    );
    await until(() => button() !== null, 'the link');
    expect(button()!.tagName).to.equal('A');
    expect(button()!.getAttribute('href')).to.equal('mailto:support@tripsight.example');
    expect(document.querySelector('script[data-tripsight-support]')).to.equal(null);

    document.body.innerHTML = '';
    const errors: string[] = [];
    document.addEventListener('tripsight-error', (e) => errors.push((e as CustomEvent).detail.source), {
      once: true,
    });
    mountSignedIn(
      `<tripsight-support-widget script-url="/no-such-chat.js" fallback-url="mailto:support@tripsight.example"></tripsight-support-widget>`,
    );
    await until(() => button()?.tagName === 'A', 'the fallback link');
    expect(errors).to.deep.equal(['tripsight-support-widget']);
  });
});
