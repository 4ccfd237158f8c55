import { SUPPORT_URL } from './support.js';

/** The landing's two actions: Log In (redirect sign-in) and Direct support. */
export function LandingActions({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="landing-actions">
      <button type="button" className="button button-primary" onClick={onLogin}>
        Log In
      </button>
      <a className="button button-secondary" href={SUPPORT_URL}>
        Direct support
      </a>
    </div>
  );
}
