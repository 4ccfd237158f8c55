import { SUPPORT_URL } from '../login/support.js';

/** The page footer, with the Direct support button (the chat when one is configured, else the mailbox). */
export function Footer({ supportWidgetUrl }: { supportWidgetUrl: string | null }) {
  return (
    <footer className="footer">
      <span>© {new Date().getFullYear()} Tripsight · travel spend optimization</span>
      {supportWidgetUrl ? (
        <tripsight-support-widget
          class="footer-support"
          script-url={supportWidgetUrl}
          fallback-url={SUPPORT_URL}
        />
      ) : (
        <a href={SUPPORT_URL}>Direct support</a>
      )}
    </footer>
  );
}
