/**
 * The contract between the support-widget loader and a chat script. After it loads, the script
 * defines `window.TripsightSupportChat` (now or a little later); a vendor's chat is wrapped in a
 * small script of the TMC's that maps these calls to the vendor's API.
 */
export interface SupportChatApi {
  /** Shows the chat panel. */
  show(): void;
  /** Hides it (the loader hides it as soon as it has loaded, and again on close). */
  hide(): void;
  /** Fills in the user's name and e-mail (docs/rules/shell.md#support-widget). */
  prefill(user: { name?: string; email?: string }): void;
  /** Calls `listener` when the user closes the chat; answers a function that stops it. */
  onClose(listener: () => void): (() => void) | void;
  /**
   * Hands a chat served by the data service itself its API base and the user's token. Called only
   * when the script comes from the service's own origin, never for a third-party host.
   */
  connect?(service: { apiBase: string; getToken: () => Promise<string | null> }): void;
}

/** The global a chat script defines. */
const SUPPORT_CHAT_GLOBAL = 'TripsightSupportChat';

/** How long a loaded script has to define its global. */
const DEFINE_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

const loads = new Map<string, Promise<SupportChatApi>>();

function chatGlobal(): SupportChatApi | null {
  const api = (window as unknown as Record<string, unknown>)[SUPPORT_CHAT_GLOBAL] as
    SupportChatApi | undefined;
  return api && typeof api.show === 'function' && typeof api.hide === 'function' ? api : null;
}

/**
 * Loads the chat script at `url` once per page (a second call for the same URL shares the first
 * load): a `<script async>` in the document's head, resolved with the chat's API once the script has
 * run and defined it, rejected when the script fails to load or defines nothing within 10 s.
 *
 * @example const chat = await loadSupportChat('/support/widget.js');
 */
export function loadSupportChat(url: string): Promise<SupportChatApi> {
  const absolute = new URL(url, document.baseURI).href;
  let load = loads.get(absolute);
  if (!load) {
    load = new Promise<SupportChatApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = absolute;
      script.async = true;
      script.dataset.tripsightSupport = '';
      script.addEventListener('error', () =>
        reject(new Error(`The support chat could not be loaded from ${url}`)),
      );
      script.addEventListener('load', () => {
        const started = Date.now();
        const wait = () => {
          const api = chatGlobal();
          if (api) resolve(api);
          else if (Date.now() - started > DEFINE_TIMEOUT_MS)
            reject(new Error(`${url} loaded but defined no window.${SUPPORT_CHAT_GLOBAL}`));
          else setTimeout(wait, POLL_MS);
        };
        wait();
      });
      document.head.append(script);
    });
    // A failed load may be retried (the network may come back).
    load.catch(() => loads.delete(absolute));
    loads.set(absolute, load);
  }
  return load;
}

/** True when `url` is served from the same origin as the data service at `apiBase` ('' = this page's). */
export function isServiceOrigin(url: string, apiBase: string): boolean {
  const script = new URL(url, document.baseURI).origin;
  const service = new URL(apiBase || '/', document.baseURI).origin;
  return script === service;
}
