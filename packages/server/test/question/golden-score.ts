import { CUBE_MAX_LIMIT, type CubeQuery, type CubeRow } from '@tripsight/core/cube';
import type { AskAnswer } from '@tripsight/core/question';
import { readdirSync, readFileSync } from 'node:fs';
import type { TestServer } from '../server.js';
import { ask, load } from './question-client.js';

/** One question of the golden set: the query it means, or `null` when it must be refused. */
export interface GoldenQuestion {
  question: string;
  cubeName: string;
  expected: CubeQuery | null;
  /** What the question tests (`typo`, `synonym`, `refuse`, …), where the set says. */
  kind?: string;
}

/** The golden sets in `dir` by name (`itineraries-template`, `deals-template`, `free`, `refused`). */
export function goldenSets(dir: URL = new URL('./golden/', import.meta.url)): Map<string, GoldenQuestion[]> {
  const sets = new Map<string, GoldenQuestion[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    sets.set(
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as GoldenQuestion[],
    );
  }
  return sets;
}

/** Rows as comparable text: each row with its keys sorted and numbers to 2 decimals, the rows sorted. */
const canonical = (rows: CubeRow[]) =>
  rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((k) => [k, typeof row[k] === 'number' ? Number((row[k] as number).toFixed(2)) : row[k]]),
      ),
    )
    .sort()
    .join('\n');

/**
 * A query without a limit as the scorer runs it: up to the most rows a query may ask for, since Cube's
 * default of 10,000 would keep a different part of a larger answer on each side.
 */
const whole = (query: CubeQuery): CubeQuery =>
  query.limit === undefined ? { ...query, limit: CUBE_MAX_LIMIT } : query;

/** Right answers out of a number of questions. */
export interface Tally {
  right: number;
  total: number;
}

/**
 * The score of one set: right answers, the questions missed (with what went wrong), empty expected
 * answers, and the tallies by kind and of the questions to refuse.
 */
export interface SetScore extends Tally {
  missed: string[];
  emptyExpected: number;
  byKind: Map<string, Tally>;
  refusable: Tally;
}

const count = (tally: Tally, right: boolean) => {
  tally.total++;
  if (right) tally.right++;
};

/** How a scorer reaches the service: the ask call (status and body) and the query API's rows. */
export interface GoldenService {
  ask(question: string, cubeName: string): Promise<{ status: number; body: Partial<AskAnswer> }>;
  load(query: CubeQuery): Promise<CubeRow[]>;
}

/** The service of a running test server, called as `token`'s user. */
export const testService = (server: TestServer, token: string): GoldenService => ({
  ask: (question, cubeName) => ask<Partial<AskAnswer>>(server, token, question, cubeName),
  load: (query) => load(server, token, query),
});

/**
 * Scores a golden set: an answerable question is right when the rows of the query it is read as
 * equal the rows of the expected query (both run on the query API); a question that must be refused
 * is right when the service answers 422.
 */
export async function scoreSet(service: GoldenService, set: GoldenQuestion[]): Promise<SetScore> {
  const score: SetScore = {
    total: set.length,
    right: 0,
    missed: [],
    emptyExpected: 0,
    byKind: new Map(),
    refusable: { right: 0, total: 0 },
  };
  for (const item of set) {
    const right = await scoreOne(service, item, score);
    if (right) score.right++;
    const kind = item.kind ?? (item.expected === null ? 'refuse' : 'plain');
    count(score.byKind.get(kind) ?? score.byKind.set(kind, { right: 0, total: 0 }).get(kind)!, right);
    if (item.expected === null) count(score.refusable, right);
  }
  return score;
}

/** Whether one question is read right; what went wrong goes into `score.missed`. */
async function scoreOne(service: GoldenService, item: GoldenQuestion, score: SetScore): Promise<boolean> {
  const res = await service.ask(item.question, item.cubeName);
  if (item.expected === null) {
    if (res.status === 422) return true;
    score.missed.push(`${item.question} → answered ${JSON.stringify(res.body.query ?? res.body)}`);
    return false;
  }
  const expected = await service.load(whole(item.expected));
  if (expected.length === 0) score.emptyExpected++;
  if (res.status !== 200 || !res.body.query) {
    score.missed.push(`${item.question} → ${res.status}`);
    return false;
  }
  const got = await service.load(whole(res.body.query));
  if (canonical(got) === canonical(expected)) return true;
  score.missed.push(`${item.question} → ${JSON.stringify(res.body.query)}`);
  return false;
}

/** `name: right/total (percent)`. */
export const scoreLine = (name: string, s: Tally) =>
  `${name}: ${s.right}/${s.total} (${((100 * s.right) / s.total).toFixed(1)} %)`;

/** Adds `from`'s tallies into `into`, kind by kind. */
export function addScore(into: SetScore, from: SetScore): SetScore {
  into.total += from.total;
  into.right += from.right;
  into.emptyExpected += from.emptyExpected;
  into.missed.push(...from.missed);
  into.refusable.total += from.refusable.total;
  into.refusable.right += from.refusable.right;
  for (const [kind, t] of from.byKind) {
    const to = into.byKind.get(kind) ?? into.byKind.set(kind, { right: 0, total: 0 }).get(kind)!;
    to.total += t.total;
    to.right += t.right;
  }
  return into;
}
