import { compileLexicon, QUESTION_CUBES, TRAVEL_TERMS, type Lexicon } from '@tripsight/core/question';
import { cubeMeta } from '../analytics/cube/cube-routes.js';
import { CUBES, cubeFrom, memberSql, type CubeDefinition } from '../analytics/cube/cube-schema.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';

/** A dimension with more values than this is not read into the lexicon (record locators and the like). */
export const MAX_VALUES_PER_DIMENSION = 1000;

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
    for (const [name, member] of valueDimensions(cube)) {
      const { dialect } = this.warehouse;
      const sql = memberSql(member, dialect);
      const rows = await this.warehouse.all<{ v: string }>(
        `SELECT DISTINCT ${sql} AS v FROM ${cubeFrom(cube, dialect)} WHERE t.tmc_id = ${dialect.placeholder(1, tmc)} AND ${sql} IS NOT NULL
         LIMIT ${MAX_VALUES_PER_DIMENSION + 1}`,
        [tmc],
      );
      if (rows.length <= MAX_VALUES_PER_DIMENSION)
        values[`${cube.name}.${name}`] = rows.map((r) => String(r.v));
    }
    return compileLexicon(cube.name, meta, TRAVEL_TERMS, values);
  }
}
