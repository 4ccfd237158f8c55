/** Corporates, their sender identifiers and onboarding history; conversations of the e-mail agent. */
export const sql = `
CREATE TABLE corporates (
  id            serial PRIMARY KEY,
  tmc           text NOT NULL,
  name          text NOT NULL CHECK (btrim(name) <> ''),
  is_sbr        boolean NOT NULL DEFAULT false,
  is_test       boolean NOT NULL DEFAULT false,
  is_live       boolean NOT NULL DEFAULT false,
  go_live_date  date,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX corporates_tmc_name ON corporates (tmc, lower(name));

CREATE TABLE corporate_identifiers (
  tmc           text NOT NULL,
  corporate_id  integer NOT NULL REFERENCES corporates (id) ON DELETE CASCADE,
  identifier    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tmc, identifier)
);
CREATE INDEX corporate_identifiers_corporate ON corporate_identifiers (corporate_id);

-- Onboarding history: create, go-live, rename, add and remove identifiers.
CREATE TABLE corporate_changes (
  id            bigserial PRIMARY KEY,
  tmc           text NOT NULL,
  corporate_id  integer NOT NULL REFERENCES corporates (id) ON DELETE CASCADE,
  action        text NOT NULL,
  detail        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX corporate_changes_corporate ON corporate_changes (corporate_id, id);

CREATE TABLE conversations (
  conversation_id  text PRIMARY KEY,
  tmc              text NOT NULL,
  subject          text NOT NULL,
  sender_name      text NOT NULL,
  sender_email     text NOT NULL,
  corporate_id     integer REFERENCES corporates (id),
  main_intents     text NOT NULL DEFAULT '',
  sub_intents      text NOT NULL DEFAULT '',
  status_label     text NOT NULL,
  failure_reason   text,
  received_at      timestamptz NOT NULL,
  ai_summary       text,
  email_body       text,
  total_messages   integer NOT NULL DEFAULT 0,
  inbound_count    integer NOT NULL DEFAULT 0,
  outbound_count   integer NOT NULL DEFAULT 0,
  retry_count      integer NOT NULL DEFAULT 0
);
CREATE INDEX conversations_tmc_received ON conversations (tmc, received_at DESC);

CREATE TABLE conversation_attachments (
  conversation_id  text NOT NULL REFERENCES conversations (conversation_id) ON DELETE CASCADE,
  position         integer NOT NULL,
  name             text NOT NULL,
  size             bigint NOT NULL,
  PRIMARY KEY (conversation_id, position)
);

CREATE TABLE draft_events (
  draft_event_id         text PRIMARY KEY,
  conversation_id        text NOT NULL REFERENCES conversations (conversation_id) ON DELETE CASCADE,
  draft_created_at       timestamptz NOT NULL,
  draft_message_content  text NOT NULL DEFAULT ''
);
CREATE INDEX draft_events_conversation ON draft_events (conversation_id);

CREATE TABLE outbound_messages (
  event_id        text PRIMARY KEY,
  draft_event_id  text NOT NULL REFERENCES draft_events (draft_event_id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL,
  content         text NOT NULL
);
CREATE INDEX outbound_messages_draft ON outbound_messages (draft_event_id);

-- Steps of the structured-booking pipeline; state is a free key-value map with a status key.
CREATE TABLE conversation_events (
  event_id         text PRIMARY KEY,
  conversation_id  text NOT NULL REFERENCES conversations (conversation_id) ON DELETE CASCADE,
  created_at       timestamptz NOT NULL,
  state            jsonb NOT NULL
);
CREATE INDEX conversation_events_conversation ON conversation_events (conversation_id, created_at);

-- TMCs whose generated data has been written (once, on first start).
CREATE TABLE seeded_tenants (
  tmc        text PRIMARY KEY,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);
`;
