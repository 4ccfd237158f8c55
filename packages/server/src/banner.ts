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

const clip = (text: string, width: number) => (text.length <= width ? text : `${text.slice(0, width - 1)}…`);

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
      lines.push(row + clip(user.notes.replace(/\.$/, ''), BANNER_WIDTH - row.length));
    }
  }
  lines.push('', 'Press Ctrl+C to stop.');
  return lines;
}
