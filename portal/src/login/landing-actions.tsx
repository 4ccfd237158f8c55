import { useEffect, useState } from 'react';
import { loadPortalConfig } from '../portal-config.js';
import { SUPPORT_URL } from './support.js';

/** The configured chat widget's script (null until the settings arrive, and when it is `off`). */
function useSupportWidgetUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPortalConfig().then((config) => live && setUrl(config.supportWidgetUrl));
    return () => {
      live = false;
    };
  }, []);
  return url;
}

/**
 * The landing's two actions: Log In (redirect sign-in) and Direct support: the configured chat
 * widget (nothing to prefill before sign-in), else the support mailbox link.
 */
export function LandingActions({ onLogin }: { onLogin: () => void }) {
  const supportWidgetUrl = useSupportWidgetUrl();
  return (
    <div className="landing-actions">
      <button type="button" className="button button-primary" onClick={onLogin}>
        Log In
      </button>
      {supportWidgetUrl ? (
        <tripsight-support-widget
          class="landing-support"
          script-url={supportWidgetUrl}
          fallback-url={SUPPORT_URL}
        />
      ) : (
        <a className="button button-secondary" href={SUPPORT_URL}>
          Direct support
        </a>
      )}
    </div>
  );
}
