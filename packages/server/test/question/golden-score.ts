import type { CubeQuery, CubeRow } from '@tripsight/core/cube';
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

/** The golden sets by name (`itineraries-template`, `deals-template`, `free`, `refused`). */
export function goldenSets(): Map<string, GoldenQuestion[]> {
  const dir = new URL('./golden/', import.meta.url);
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

/** The score of one set: right answers, the questions missed (with what went wrong), empty expected answers. */
export interface SetScore {
  total: number;
  right: number;
  missed: string[];
  emptyExpected: number;
}

/**
 * Scores a golden set on a running service: an answerable question is right when the rows of the
 * query it is read as equal the rows of the expected query (both run on the query API); a question
 * that must be refused is right when the service answers 422.
 */
export async function scoreSet(server: TestServer, token: string, set: GoldenQuestion[]): Promise<SetScore> {
  const score: SetScore = { total: set.length, right: 0, missed: [], emptyExpected: 0 };
  for (const item of set) {
    const res = await ask<AskAnswer>(server, token, item.question, item.cubeName);
    if (item.expected === null) {
      if (res.status === 422) score.right++;
      else score.missed.push(`${item.question} → answered ${JSON.stringify(res.body.query ?? res.body)}`);
      continue;
    }
    const expected = await load(server, token, item.expected);
    if (expected.length === 0) score.emptyExpected++;
    if (res.status !== 200) {
      score.missed.push(`${item.question} → ${res.status}`);
      continue;
    }
    const got = await load(server, token, res.body.query);
    if (canonical(got) === canonical(expected)) score.right++;
    else score.missed.push(`${item.question} → ${JSON.stringify(res.body.query)}`);
  }
  return score;
}

/** `name: right/total (percent)`. */
export const scoreLine = (name: string, s: SetScore) =>
  `${name}: ${s.right}/${s.total} (${((100 * s.right) / s.total).toFixed(1)} %)`;
