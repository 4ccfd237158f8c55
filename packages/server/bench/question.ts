import { CUBE_API_PATH, type CubeQuery, type CubeRow } from '@tripsight/core/cube';
import { chartChoice, parseQuestion, QUESTION_ASK_PATH, type AskAnswer } from '@tripsight/core/question';
import { QuestionLexicons } from '../src/question/question-lexicons.js';
import { goldenSets, scoreLine, scoreSet, type GoldenService } from '../test/question/golden-score.js';
import { BENCH_PRINCIPAL, openAnalyticsBench } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printTimings, quantile, type Timing } from './stats.js';

/** Targets of issue 27: reading a question, and a question until its chart can be drawn. */
const QUESTION_PARSE_P95_TARGET_MS = 15;
const QUESTION_TO_CHART_P95_TARGET_MS = 300;

/** The golden set beside the service's tests (bench/dist is two folders below the package). */
const GOLDEN_DIR = new URL('../../test/question/golden/', import.meta.url);

const timing = (name: string, samples: number[]): Timing => ({
  name,
  runs: samples.length,
  medianMs: quantile(samples, 0.5),
  p95Ms: quantile(samples, 0.95),
});

/**
 * The question screen on the analytics bench dataset (BENCH_PNRS PNRs), in-process through Fastify
 * for one TMC: the parse of every answerable golden question (the lexicon compiled once, with the
 * TMC's values), then each question until its chart can be drawn (ask, load, JSON, chart choice),
 * then the golden set's score on this dataset.
 */
export const questionBench: BenchRunner = {
  name: 'question screen',
  async run() {
    const { app, warehouse, close } = await openAnalyticsBench();
    const today = new Date().toISOString().slice(0, 10);
    const sets = goldenSets(GOLDEN_DIR);
    const answerable = [...sets.values()].flat().filter((q) => q.expected !== null);

    const service: GoldenService = {
      async ask(question, cubeName) {
        const res = await app.inject({ url: QUESTION_ASK_PATH, query: { query: question, cubeName } });
        return { status: res.statusCode, body: res.json() as Partial<AskAnswer> };
      },
      async load(query: CubeQuery) {
        const res = await app.inject({ method: 'POST', url: `${CUBE_API_PATH}/load`, payload: { query } });
        if (res.statusCode !== 200) throw new Error(`load answered ${res.statusCode}: ${res.body}`);
        return (res.json() as { data: CubeRow[] }).data;
      },
    };

    // The lexicons as the service compiles them (values read once per TMC and view).
    const lexicons = new QuestionLexicons(warehouse);
    const compileStarted = performance.now();
    const byCube = new Map(
      await Promise.all(
        [...new Set(answerable.map((q) => q.cubeName))].map(
          async (cube) => [cube, await lexicons.lexicon(BENCH_PRINCIPAL.tmc ?? '', cube)] as const,
        ),
      ),
    );
    console.log(`lexicons compiled in ${(performance.now() - compileStarted).toFixed(0)} ms`);
    const parses: number[] = [];
    for (const round of [0, 1]) {
      for (const q of answerable) {
        const started = performance.now();
        parseQuestion(q.question, byCube.get(q.cubeName)!, today);
        if (round === 1) parses.push(performance.now() - started);
      }
    }
    printTimings(
      'Question parse (every answerable golden question)',
      [timing('parse', parses)],
      QUESTION_PARSE_P95_TARGET_MS,
    );

    const toChart: number[] = [];
    const sample = answerable.filter((_, i) => i % 4 === 0);
    for (const q of sample) {
      const started = performance.now();
      const asked = await service.ask(q.question, q.cubeName);
      if (asked.status !== 200 || !asked.body.query) continue;
      const rows = await service.load(asked.body.query);
      chartChoice(asked.body.query, rows);
      toChart.push(performance.now() - started);
    }
    printTimings(
      `Question to chart (ask, load, chart choice; ${toChart.length} golden questions)`,
      [timing('question to chart', toChart)],
      QUESTION_TO_CHART_P95_TARGET_MS,
    );

    console.log('\nGolden set score on the bench dataset');
    for (const [name, set] of sets) {
      const score = await scoreSet(service, set);
      console.log(
        `  ${scoreLine(name, score)}${score.emptyExpected ? ` (${score.emptyExpected} expected answers empty)` : ''}`,
      );
      for (const miss of score.missed.slice(0, 5)) console.log(`    missed: ${miss}`);
    }
    await close();
  },
};
