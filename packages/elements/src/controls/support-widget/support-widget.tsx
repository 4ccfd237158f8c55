import { useEffect, useRef, useState } from 'react';
import { useHost } from '../../internal/host-context.js';
import { emit } from '../../internal/emit.js';
import { isServiceOrigin, loadSupportChat, type SupportChatApi } from '../../internal/support-chat.js';
import { useBusState } from '../../internal/use-bus.js';
import { supportWidgetStyles } from './support-widget.styles.js';

/** Attributes of the support widget. */
export interface SupportWidgetProps {
  /** URL of the chat script (a third-party host, or the data service's stand-in `/support/widget.js`). */
  scriptUrl?: string;
  /** Where the button leads when no chat is configured or it failed to load (e.g. a mailto: link). */
  fallbackUrl?: string;
  /** The button's text (default Direct support). */
  label?: string;
}

type ChatState =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; api: SupportChatApi } | { kind: 'failed' };

/**
 * The "Direct support" button and the chat it opens. The chat script loads when the button appears
 * and the chat stays hidden until the user asks for it: the button shows it, prefilled with the
 * signed-in user's name and e-mail; closing hides it again.
 */
export function SupportWidget({ scriptUrl, fallbackUrl, label = 'Direct support' }: SupportWidgetProps) {
  const { host, bus } = useHost();
  const user = useBusState((state) => state.auth.user);
  const apiBase = useBusState((state) => state.apiBase);
  const [chat, setChat] = useState<ChatState>(scriptUrl ? { kind: 'loading' } : { kind: 'none' });
  const wanted = useRef(false);

  useEffect(() => {
    if (!scriptUrl) {
      setChat({ kind: 'none' });
      return;
    }
    let live = true;
    setChat({ kind: 'loading' });
    let stopClose: (() => void) | void;
    loadSupportChat(scriptUrl).then(
      (api) => {
        if (!live) return;
        api.hide();
        stopClose = api.onClose(() => api.hide());
        if (api.connect && isServiceOrigin(scriptUrl, apiBase)) {
          api.connect({ apiBase: apiBase || location.origin, getToken: () => bus.getAccessToken() });
        }
        setChat({ kind: 'ready', api });
      },
      (error: Error) => {
        if (!live) return;
        setChat({ kind: 'failed' });
        emit(host, 'tripsight-error', { message: error.message, source: 'tripsight-support-widget' });
      },
    );
    return () => {
      live = false;
      if (typeof stopClose === 'function') stopClose();
    };
  }, [scriptUrl, apiBase, bus, host]);

  const open = (api: SupportChatApi) => {
    api.prefill({
      ...(user?.name ? { name: user.name } : {}),
      ...(user?.email ? { email: user.email } : {}),
    });
    api.show();
  };

  // A click while the script loads opens the chat once it is ready.
  useEffect(() => {
    if (chat.kind === 'ready' && wanted.current) {
      wanted.current = false;
      open(chat.api);
    }
  });

  if (chat.kind === 'none' || chat.kind === 'failed') {
    return fallbackUrl ? (
      <a part="button" className="support-button" href={fallbackUrl}>
        {label}
      </a>
    ) : null;
  }
  return (
    <button
      type="button"
      part="button"
      className="support-button"
      aria-busy={chat.kind === 'loading' ? 'true' : undefined}
      data-state={chat.kind}
      onClick={() => {
        if (chat.kind === 'ready') open(chat.api);
        else wanted.current = true;
      }}
    >
      {label}
    </button>
  );
}

/** The CSS of this module's element: adopted into its shadow root when the module has loaded. */
export const styles: readonly string[] = [supportWidgetStyles];
