import { portalBus } from './bus.js';
import { portalSignIn } from './auth/sign-in.js';
import { useSession } from './auth/use-session.js';
import { LoginLanding } from './login/login-landing.js';
import { SignInProblem } from './login/sign-in-problem.js';
import { Shell } from './shell/shell.js';
import { useThemeChoice } from './theme/use-theme-choice.js';

/** The reference portal: sign-in, sidebar tab shell and routes, assembled from the elements. */
export function App() {
  const status = useSession(portalSignIn);
  // Chosen here, so the sign-in screens draw in the theme the shell was left in.
  const [theme, setTheme] = useThemeChoice();
  switch (status.kind) {
    case 'checking':
      return (
        <div className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Signing you in…
        </div>
      );
    case 'anonymous':
      return <LoginLanding onLogin={() => portalSignIn.login()} />;
    case 'failed':
      return <SignInProblem message={status.message} onRetry={() => portalSignIn.login()} />;
    case 'signed-in':
      return (
        <Shell
          bus={portalBus}
          theme={theme}
          onThemeChange={setTheme}
          onSignOut={() => portalSignIn.logout()}
        />
      );
  }
}
