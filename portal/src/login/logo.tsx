/** The Tripsight mark: a route arc over a rising savings line. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--portal-brand)" />
      <path d="M10 32c6-14 22-20 28-18" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M33 10l6 4-5 5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="36" r="3" fill="#7dd3fc" />
    </svg>
  );
}
