/** Messages of the support chat and reports of the error reporter, per TMC. */
export const sql = `
CREATE TABLE support_messages (
  id            bigserial PRIMARY KEY,
  tmc           text NOT NULL,
  user_id       text NOT NULL,
  sender_name   text NOT NULL,
  sender_email  text NOT NULL,
  message       text NOT NULL CHECK (btrim(message) <> ''),
  page          text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_tmc_created ON support_messages (tmc, created_at DESC, id DESC);

-- No personal data beyond the user's id (the token's subject): messages are masked by the client.
CREATE TABLE error_reports (
  id            bigserial PRIMARY KEY,
  tmc           text NOT NULL,
  user_id       text NOT NULL,
  request_id    text,
  session_id    text NOT NULL,
  environment   text NOT NULL,
  source        text NOT NULL,
  status        integer,
  code          text,
  message       text NOT NULL,
  page          text,
  occurred_at   timestamptz NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_reports_tmc_received ON error_reports (tmc, received_at DESC, id DESC);
CREATE INDEX error_reports_request ON error_reports (request_id);
`;
