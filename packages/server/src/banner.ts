import type { DemoUser } from './auth/demo-users.js';

export interface BannerFacts {
  /** Where users reach the portal. */
  publicUrl: string;
  /** Where the service listens. */
  serviceUrl: string;
  dataDir: string;
  /** The demo users of the development sign-in; empty with an external issuer. */
  users: readonly DemoUser[];
}

/** Longest line of the banner, so it reads in an 100-column terminal without wrapping. */
export const BANNER_WIDTH = 100;

/** `text` in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/**
 * The lines the service prints once it is up, the last output of `npm start`: where the portal, the
 * example host and the API are, the demo users (name, TMC, what sets each apart) and how to stop.
 */
export function startBanner({ publicUrl, serviceUrl, dataDir, users }: BannerFacts): string[] {
  const lines = [
    '',
    `Tripsight is running at ${publicUrl}`,
    `  portal           ${publicUrl}/`,
    `  plain-HTML host  ${publicUrl}/examples/plain-html/`,
    `  data service     ${serviceUrl}/api`,
    `  data folder      ${dataDir}`,
  ];
  if (users.length > 0) {
    const name = Math.max(...users.map((user) => user.claims.name.length));
    const tmc = Math.max(...users.map((user) => user.tmcName.length));
    lines.push('', 'Demo users (choose one on the sign-in page, no password):');
    for (const user of users) {
      const row = `  ${user.claims.name.padEnd(name)}  ${user.tmcName.padEnd(tmc)}  `;
      // Long notes continue under the notes column, so names and TMCs stay one column each.
      const [first = '', ...rest] = wrap(user.notes.replace(/\.$/, ''), BANNER_WIDTH - row.length);
      lines.push(row + first, ...rest.map((more) => ' '.repeat(row.length) + more));
    }
  }
  lines.push('', 'Press Ctrl+C to stop.');
  return lines;
}
