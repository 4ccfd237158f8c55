// Types of start-steps.mjs, for the tests that import it.
export interface Build {
  name: string;
  filter: string;
  dir: string;
  inputs: string[];
  uses: string[];
}
export const BUILDS: Build[];
export function buildHashes(root: string): Record<string, string>;
export function staleBuilds(root: string, hashes?: Record<string, string>): Build[];
export function recordBuilds(root: string, builds: Build[], hashes?: Record<string, string>): void;
export function installFresh(root: string): boolean;
export function recordInstall(root: string): void;
export function runQuiet(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<{ code: number; output: string }>;
export function step(
  label: string,
  work: () => Promise<{ ok: boolean; summary: string; output?: string }>,
  options?: { write?: (text: string) => void },
): Promise<boolean>;
export function readableLogLine(line: string): string | null;
