import { compileLexicon, QUESTION_CUBES, TRAVEL_TERMS, type Lexicon } from '@tripsight/core/question';
import type { CubeRow } from '@tripsight/core/cube';
import { loadCubeQuery } from '../analytics/cube/cube-query.js';
import { CUBES } from '../analytics/cube/cube-registry.js';
import { cubeMeta } from '../analytics/cube/cube-routes.js';
import type { CubeDefinition } from '../analytics/cube/cube-schema.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';

/** A dimension with more values than this is not read into the lexicon (record locators and the like). */
const MAX_VALUES_PER_DIMENSION = 1000;

/** The string dimensions whose values a question names ("Lufthansa", "London", "Acme"). */
const valueDimensions = (cube: CubeDefinition) =>
  Object.entries(cube.dimensions).filter(([name, m]) => m.type === 'string' && name !== 'recordLocator');

/**
 * The question lexicons: compiled from the meta answer of each question view at start, and per TMC
 * with the values its rows hold (read once per TMC and view, then kept: the dataset does not change
 * while the service runs).
 */
export class QuestionLexicons {
  private readonly compiled = new Map<string, Promise<Lexicon>>();

  constructor(private readonly warehouse: Warehouse) {}

  /** True when questions may be asked of `cubeName`. */
  static has(cubeName: string): boolean {
    return QUESTION_CUBES.includes(cubeName) && CUBES.has(cubeName);
  }

  /** The lexicon of `cubeName` for the caller's TMC. */
  lexicon(tmc: string, cubeName: string): Promise<Lexicon> {
    const key = `${tmc}\u0000${cubeName}`;
    let lexicon = this.compiled.get(key);
    if (!lexicon) {
      lexicon = this.compile(tmc, CUBES.get(cubeName) as CubeDefinition);
      // A failed read is not kept, so the next question tries again.
      lexicon.catch(() => this.compiled.delete(key));
      this.compiled.set(key, lexicon);
    }
    return lexicon;
  }

  private async compile(tmc: string, cube: CubeDefinition): Promise<Lexicon> {
    const meta = cubeMeta(cube);
    const values: Record<string, string[]> = {};
    // Grouped by a measure (the first), so each value comes once.
    const measures = Object.keys(cube.measures)
      .slice(0, 1)
      .map((name) => `${cube.name}.${name}`);
    for (const [name] of valueDimensions(cube)) {
      // Read as every analytics query is (the caller's TMC, the cube's store), so any view answers.
      const member = `${cube.name}.${name}`;
      const query = { measures, dimensions: [member], limit: MAX_VALUES_PER_DIMENSION + 1 };
      const answer = JSON.parse(await loadCubeQuery(this.warehouse, tmc, query)) as { data: CubeRow[] };
      const found = answer.data.map((row) => row[member]).filter((v) => v !== null && v !== undefined);
      if (found.length <= MAX_VALUES_PER_DIMENSION) values[member] = found.map(String);
    }
    return compileLexicon(cube.name, meta, TRAVEL_TERMS, values);
  }
}
