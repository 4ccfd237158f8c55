/** Each client's yearly emissions reduction target, per TMC (a client and target year hold one). */
export const sql = `
CREATE TABLE emission_targets (
  tmc               text NOT NULL,
  client            text NOT NULL CHECK (btrim(client) <> ''),
  target_year       integer NOT NULL CHECK (target_year BETWEEN 2000 AND 2100),
  baseline_year     integer NOT NULL CHECK (baseline_year BETWEEN 2000 AND 2100),
  reduction_percent numeric(5, 2) NOT NULL CHECK (reduction_percent > 0 AND reduction_percent <= 100),
  updated_by        text NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tmc, client, target_year),
  CHECK (baseline_year < target_year)
);
`;
