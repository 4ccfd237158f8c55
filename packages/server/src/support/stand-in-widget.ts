/**
 * The stand-in support chat the reference service serves at `/support/widget.js`, so the portal's
 * "Direct support" button works on one machine. It follows the contract the SDK's support-widget
 * loader expects of any chat script (see README "Support chat widget"): it defines
 * `window.TripsightSupportChat` with `show()`, `hide()`, `prefill({ name, email })`,
 * `onClose(listener)` and, because it is served by the service itself, `connect({ apiBase, getToken })`.
 *
 * The panel is a labelled dialog (not modal) in its own shadow root: name and e-mail fields, the
 * conversation as a log, one message line and Send; Escape or Close hides it. Messages are POSTed
 * to `/api/support/messages` with the user's token and listed once the service stored them.
 */
export const STAND_IN_WIDGET_SCRIPT = String.raw`(() => {
  if (window.TripsightSupportChat) return;
  const host = document.createElement('div');
  host.id = 'tripsight-support-chat';
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = ${'`'}
<style>
  :host { all: initial; }
  .panel { position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; box-sizing: border-box;
    width: min(360px, calc(100vw - 16px)); max-height: min(560px, calc(100vh - 32px)); display: flex;
    flex-direction: column; gap: 8px; padding: 16px; border-radius: 12px; background: #fff; color: #0f172a;
    border: 1px solid #cbd5e1; box-shadow: 0 12px 32px rgb(15 23 42 / 0.25);
    font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  .panel[hidden] { display: none; }
  @media (max-width: 480px) { .panel { right: 8px; bottom: 8px; } }
  header { display: flex; align-items: center; gap: 8px; }
  h2 { font-size: 16px; margin: 0; flex: 1; }
  label { display: grid; gap: 2px; font-size: 12px; color: #334155; }
  input { font: inherit; padding: 6px 8px; border: 1px solid #94a3b8; border-radius: 6px; min-width: 0; }
  .who { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .log { list-style: none; margin: 0; padding: 8px; min-height: 96px; overflow-y: auto; flex: 1;
    background: #f1f5f9; border-radius: 8px; display: grid; gap: 6px; align-content: start; }
  .log li { background: #1d4ed8; color: #fff; border-radius: 8px; padding: 6px 8px; justify-self: end; max-width: 85%;
    overflow-wrap: anywhere; }
  .log li.note { background: none; color: #475569; justify-self: start; padding: 0; }
  form.send { display: flex; gap: 8px; }
  form.send input { flex: 1; }
  button { font: inherit; border-radius: 6px; padding: 6px 12px; cursor: pointer; border: 1px solid #1d4ed8;
    background: #1d4ed8; color: #fff; }
  button.close { background: none; color: #0f172a; border-color: #94a3b8; padding: 2px 8px; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 1px; }
  .problem { color: #b91c1c; margin: 0; min-height: 1em; }
</style>
<section class="panel" role="dialog" aria-labelledby="support-title" hidden>
  <header>
    <h2 id="support-title">Direct support</h2>
    <button type="button" class="close" aria-label="Close support chat">Close</button>
  </header>
  <div class="who">
    <label>Name <input name="name" autocomplete="name" maxlength="120" /></label>
    <label>E-mail <input name="email" type="email" autocomplete="email" maxlength="254" /></label>
  </div>
  <ul class="log" role="log" aria-live="polite" aria-label="Conversation">
    <li class="note">Write to the Tripsight support team; we answer by e-mail.</li>
  </ul>
  <p class="problem" role="alert"></p>
  <form class="send">
    <label class="message">
      <span hidden>Message</span>
      <input name="message" aria-label="Message" placeholder="Your message" maxlength="2000" required />
    </label>
    <button type="submit">Send</button>
  </form>
</section>${'`'};
  const $ = (selector) => root.querySelector(selector);
  const panel = $('.panel');
  const nameField = $('input[name=name]');
  const emailField = $('input[name=email]');
  const messageField = $('input[name=message]');
  const log = $('.log');
  const problem = $('.problem');
  const closeListeners = new Set();
  let service = null;
  let returnFocus = null;

  const hide = () => {
    if (panel.hidden) return;
    panel.hidden = true;
    if (returnFocus && returnFocus.isConnected) returnFocus.focus();
    returnFocus = null;
  };
  const close = () => {
    hide();
    for (const listener of closeListeners) listener();
  };
  $('button.close').addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  $('form.send').addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = messageField.value.trim();
    if (!text) return;
    problem.textContent = '';
    if (!service) {
      problem.textContent = 'The chat is not connected. Please e-mail support@tripsight.example.';
      return;
    }
    const send = $('button[type=submit]');
    send.disabled = true;
    try {
      const token = await service.getToken();
      const response = await fetch(service.apiBase.replace(/\/$/, '') + '/api/support/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: JSON.stringify({ name: nameField.value.trim(), email: emailField.value.trim(), message: text }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(body.message || 'The message could not be sent.');
      const item = document.createElement('li');
      item.textContent = body.message;
      log.append(item);
      log.scrollTop = log.scrollHeight;
      messageField.value = '';
    } catch (error) {
      problem.textContent = error instanceof Error ? error.message : 'The message could not be sent.';
    } finally {
      send.disabled = false;
      messageField.focus();
    }
  });

  window.TripsightSupportChat = {
    show() {
      if (!panel.hidden) return;
      let active = document.activeElement;
      while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
      returnFocus = active;
      panel.hidden = false;
      (nameField.value && emailField.value ? messageField : nameField).focus();
    },
    hide,
    prefill({ name, email } = {}) {
      if (typeof name === 'string' && !nameField.value) nameField.value = name;
      if (typeof email === 'string' && !emailField.value) emailField.value = email;
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    connect(options) {
      service = options;
    },
  };
  document.body.append(host);
})();
`;
