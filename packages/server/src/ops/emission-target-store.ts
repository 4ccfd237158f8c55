import type { EmissionTarget, StoredEmissionTarget } from '@tripsight/core/views';
import type { OpsDb, OpsQuery } from './db.js';
import { utc } from './sql-helpers.js';

/* The clients' emission reduction targets of a TMC (migration 004), one per client and target year. */

const COLUMNS = `client, target_year AS "targetYear", baseline_year AS "baselineYear",
  reduction_percent::float8 AS "reductionPercent", updated_by AS "updatedBy", ${utc('updated_at')} AS "updatedAt"`;

/** The TMC's targets (of `clients` when given), by client and target year. */
export async function listTargets(
  db: OpsQuery,
  tmc: string,
  clients?: readonly string[],
): Promise<StoredEmissionTarget[]> {
  const some = clients !== undefined;
  return db.query<StoredEmissionTarget>(
    `SELECT ${COLUMNS} FROM emission_targets
     WHERE tmc = $1 ${some ? 'AND client = ANY($2::text[])' : ''}
     ORDER BY client, target_year`,
    some ? [tmc, [...clients]] : [tmc],
  );
}

/**
 * Sets a client's target for its year in one transaction: the row of that client and year, if any,
 * is locked first, then replaced. Answers the stored target and whether it was new.
 */
export async function setTarget(
  db: OpsDb,
  tmc: string,
  target: EmissionTarget,
  updatedBy: string,
): Promise<{ target: StoredEmissionTarget; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await tx.query(
      'SELECT 1 FROM emission_targets WHERE tmc = $1 AND client = $2 AND target_year = $3 FOR UPDATE',
      [tmc, target.client, target.targetYear],
    );
    const [stored] = await tx.query<StoredEmissionTarget>(
      `INSERT INTO emission_targets (tmc, client, target_year, baseline_year, reduction_percent, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tmc, client, target_year) DO UPDATE SET baseline_year = EXCLUDED.baseline_year,
         reduction_percent = EXCLUDED.reduction_percent, updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING ${COLUMNS}`,
      [tmc, target.client, target.targetYear, target.baselineYear, target.reductionPercent, updatedBy],
    );
    return { target: stored as StoredEmissionTarget, created: existing.length === 0 };
  });
}
