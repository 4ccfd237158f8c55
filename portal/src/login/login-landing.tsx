import { Logo } from './logo.js';
import { LandingActions } from './landing-actions.js';

/** The login view (docs/rules/operations.md#login-landing): logo, welcome text, 'Log In' and 'Direct support'. */
export function LoginLanding({ onLogin }: { onLogin: () => void }) {
  return (
    <main className="landing" id="main">
      <section className="landing-card" aria-labelledby="landing-title">
        <Logo size={56} />
        <h1 id="landing-title">Welcome to Tripsight</h1>
        <p className="landing-lead">
          The travel spend optimization platform for travel management companies and their corporate clients:
          savings from rebooking, supplier and policy insights, and programme analytics in one place.
        </p>
        <LandingActions onLogin={onLogin} />
      </section>
    </main>
  );
}
