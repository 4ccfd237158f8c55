import { LandingActions } from './landing-actions.js';

/** Shown when the sign-in round trip failed: what happened, and a way to try again. */
export function SignInProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="landing" id="main">
      <section className="landing-card" role="alert" aria-labelledby="problem-title">
        <h1 id="problem-title">Sign-in did not complete</h1>
        <p className="landing-lead">{message}</p>
        <LandingActions onLogin={onRetry} />
      </section>
    </main>
  );
}
