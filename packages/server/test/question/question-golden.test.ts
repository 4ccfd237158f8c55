import { describe, expect, it } from 'vitest';
import { signedInServer } from '../signed-in.js';
import { goldenSets, scoreLine, scoreSet, testService } from './golden-score.js';

/** The targets of the golden set: share of questions right per set. */
const TARGETS: Record<string, number> = {
  'itineraries-template': 0.97,
  'deals-template': 0.97,
  free: 0.9,
  'by-kind': 0.95,
  refused: 1,
};

describe('question golden set', () => {
  const app = signedInServer();

  for (const [name, set] of goldenSets()) {
    it(`reads the ${name} questions (target ${(TARGETS[name] ?? 1) * 100} %)`, async () => {
      const score = await scoreSet(testService(app.server, app.manager), set);
      console.log(scoreLine(name, score));
      for (const miss of score.missed) console.log(`  missed: ${miss}`);
      if (set.some((q) => q.kind))
        for (const [kind, tally] of [...score.byKind].sort()) console.log(scoreLine(`  kind ${kind}`, tally));
      // Answers with no rows prove little: most expected queries must find rows.
      if (TARGETS[name] !== 1) expect(score.emptyExpected / score.total).toBeLessThan(0.2);
      expect(score.right / score.total).toBeGreaterThanOrEqual(TARGETS[name] ?? 1);
    });
  }
});
