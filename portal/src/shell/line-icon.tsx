interface LineIconProps {
  paths: readonly string[];
  className?: string;
  /** Width and height in px. */
  size?: number;
  strokeWidth?: number;
  /** Round line ends and corners; false keeps SVG's butt ends and mitred corners. */
  rounded?: boolean;
}

/** A line icon drawn from SVG path data in a 24-unit box, decorative (hidden from assistive technology). */
export function LineIcon({ paths, className, size = 20, strokeWidth = 1.8, rounded = true }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
