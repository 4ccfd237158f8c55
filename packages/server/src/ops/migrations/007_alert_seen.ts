/**
 * When each user last looked at the alerts (per TMC and token subject): the header counts the alerts
 * that first fired after it.
 */
export const sql = `
CREATE TABLE alert_seen (
  tmc      text NOT NULL,
  user_id  text NOT NULL,
  seen_at  timestamptz NOT NULL,
  PRIMARY KEY (tmc, user_id)
);
`;
