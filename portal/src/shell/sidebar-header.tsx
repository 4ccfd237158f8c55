import type { UserProfile } from '@tripsight/core';

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
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
            <path d="M16 17l5-5-5-5" />
            <path d="M21 12H9" />
          </svg>
        </button>
        <span role="tooltip" id="sign-out-tooltip" className="tooltip">
          Sign out
        </span>
      </span>
    </div>
  );
}
