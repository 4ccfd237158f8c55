import type { UserProfile } from '@tripsight/core/bus';
import { LineIcon } from './line-icon.js';

const SIGN_OUT_ICON = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Sidebar header: welcome with the user's picture and name, and the Sign out button. */
export function SidebarHeader({ user, onSignOut }: { user: UserProfile | null; onSignOut: () => void }) {
  const name = user?.name ?? 'Signed in';
  return (
    <div className="sidebar-header">
      {user?.picture ? (
        <img className="avatar" src={user.picture} alt="" width={40} height={40} />
      ) : (
        <span className="avatar avatar-initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="sidebar-welcome">
        <span className="sidebar-welcome-label">Welcome</span>
        <span className="sidebar-user-name">{name}</span>
      </div>
      <span className="tooltip-anchor">
        <button
          type="button"
          className="icon-button"
          aria-label="Sign out"
          aria-describedby="sign-out-tooltip"
          onClick={onSignOut}
        >
          <LineIcon paths={SIGN_OUT_ICON} />
        </button>
        <span role="tooltip" id="sign-out-tooltip" className="tooltip">
          Sign out
        </span>
      </span>
    </div>
  );
}
