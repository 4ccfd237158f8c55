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

/** The score of one set: right answers, the questions missed (with what went wrong), empty expected answers. */
export interface SetScore {
  total: number;
  right: number;
  missed: string[];
  emptyExpected: number;
}

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
  const score: SetScore = { total: set.length, right: 0, missed: [], emptyExpected: 0 };
  for (const item of set) {
    const res = await service.ask(item.question, item.cubeName);
    if (item.expected === null) {
      if (res.status === 422) score.right++;
      else score.missed.push(`${item.question} → answered ${JSON.stringify(res.body.query ?? res.body)}`);
      continue;
    }
    const expected = await service.load(whole(item.expected));
    if (expected.length === 0) score.emptyExpected++;
    if (res.status !== 200 || !res.body.query) {
      score.missed.push(`${item.question} → ${res.status}`);
      continue;
    }
    const got = await service.load(whole(res.body.query));
    if (canonical(got) === canonical(expected)) score.right++;
    else score.missed.push(`${item.question} → ${JSON.stringify(res.body.query)}`);
  }
  return score;
}

/** `name: right/total (percent)`. */
export const scoreLine = (name: string, s: SetScore) =>
  `${name}: ${s.right}/${s.total} (${((100 * s.right) / s.total).toFixed(1)} %)`;
