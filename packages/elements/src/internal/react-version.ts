import { version } from 'react';

/** The React versions the elements run on (the package's `react` peer dependency range). */
const SUPPORTED_REACT = '^18.3 || ^19';

/**
 * Why React `found` cannot run the elements, or null when it can (18.3 or a later 18.x, or any 19.x).
 *
 * @example unsupportedReact('17.0.2') // 'Tripsight elements need React 18.3 or later 18.x, or 19 …'
 */
export function unsupportedReact(found: string): string | null {
  const [major = NaN, minor = NaN] = found.split('.').map((part) => Number.parseInt(part, 10));
  if (major === 19 || (major === 18 && minor >= 3)) return null;
  return (
    `Tripsight elements need React 18.3 or a later 18.x, or React 19 (peer dependency "react": ` +
    `"${SUPPORTED_REACT}"), but this page's bundle has React ${found}. Install a supported React ` +
    `next to @tripsight/elements, or load the script-tag build (@tripsight/elements/browser), which ` +
    `brings its own.`
  );
}

let checked = false;

/** Throws the error of `unsupportedReact` for the React the elements were bundled with; checks once. */
export function requireSupportedReact(): void {
  if (checked) return;
  const problem = unsupportedReact(version);
  if (problem) throw new Error(problem);
  checked = true;
}
