/**
 * Each attempt to deliver a webhook send: when it was made, what the receiver answered (its HTTP
 * status) or why it failed, and how long it took. The rule's history shows them.
 */
export const sql = `
CREATE TABLE alert_send_attempts (
  id           bigserial PRIMARY KEY,
  send_id      bigint NOT NULL REFERENCES alert_sends (id) ON DELETE CASCADE,
  attempt      integer NOT NULL,
  status_code  integer,
  error        text,
  ok           boolean NOT NULL,
  duration_ms  integer NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX alert_send_attempts_send ON alert_send_attempts (send_id, id);
`;
