/** Where a dashboard runs; it sets the share of sessions whose errors are reported. */
export type ErrorEnvironment = 'production' | 'staging' | 'development';

/**
 * Share of sessions whose errors are reported (docs/rules/shell.md#analytics-events: production 20 percent, staging
 * 100 percent). A development machine reports every session, as staging does.
 */
export const ERROR_SESSION_SAMPLE_RATES: Readonly<Record<ErrorEnvironment, number>> = {
  production: 0.2,
  staging: 1,
  development: 1,
};

/**
 * The environment a setting names (any letter case, `prod` and `dev` too); anything else is
 * production, the environment that reports least.
 *
 * @example errorEnvironment('Staging') // 'staging'
 */
export function errorEnvironment(value: string | null | undefined): ErrorEnvironment {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'staging' || text === 'stage') return 'staging';
  if (text === 'development' || text === 'dev') return 'development';
  return 'production';
}

/** A source of numbers in [0, 1), such as `Math.random`. */
export type RandomSource = () => number;

/**
 * Whether a session's errors are reported: one draw of `random` against the environment's rate.
 * Called once per session; every error of a sampled session is reported, none of the others.
 *
 * @example isSessionSampled('production', seededRandom(7))
 */
export function isSessionSampled(environment: ErrorEnvironment, random: RandomSource = Math.random): boolean {
  return random() < ERROR_SESSION_SAMPLE_RATES[environment];
}

/**
 * A repeatable source of numbers in [0, 1) from a 32-bit seed (mulberry32), so tests and
 * benchmarks can fix which sessions are sampled.
 *
 * @example const random = seededRandom(42); random(); random();
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
