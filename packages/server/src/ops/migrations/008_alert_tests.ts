/**
 * Test sends of rules and digests: a send says whether it was a test (never the period's own send,
 * which keeps its key), a digest's send names its client, and each test is logged per rule or digest
 * so tests can be limited per hour.
 */
export const sql = `
ALTER TABLE alert_sends ADD COLUMN test boolean NOT NULL DEFAULT false;
ALTER TABLE alert_sends ADD COLUMN client text;

CREATE TABLE alert_test_runs (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('rule', 'digest')),
  target_id   integer NOT NULL,
  tmc         text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_test_runs_target ON alert_test_runs (kind, target_id, created_at);
`;
