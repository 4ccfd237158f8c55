/**
 * Alert rules and client digests, each evaluation of a rule, the messages sent (one per rule or
 * digest and period: `idempotency_key` is unique and written in the transaction that records the
 * send) and the scheduler's jobs (one per rule or digest, leased by the replica running it).
 */
export const sql = `
CREATE TABLE alert_rules (
  id              serial PRIMARY KEY,
  tmc             text NOT NULL,
  owner_id        text NOT NULL,
  owner_email     text NOT NULL,
  name            text NOT NULL CHECK (btrim(name) <> ''),
  view_path       text NOT NULL,
  field           text NOT NULL,
  operator        text NOT NULL CHECK (operator IN ('lt', 'lte', 'gt', 'gte')),
  threshold       double precision NOT NULL,
  filters         jsonb NOT NULL DEFAULT '{}'::jsonb,
  schedule        text NOT NULL CHECK (schedule IN ('daily', 'weekly', 'monthly')),
  recipients      jsonb NOT NULL,
  webhook_url     text,
  webhook_secret  text NOT NULL,
  paused          boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_rules_tmc ON alert_rules (tmc, id);

CREATE TABLE digests (
  id          serial PRIMARY KEY,
  tmc         text NOT NULL,
  owner_id    text NOT NULL,
  owner_email text NOT NULL,
  name        text NOT NULL CHECK (btrim(name) <> ''),
  clients     jsonb NOT NULL,
  schedule    text NOT NULL CHECK (schedule IN ('daily', 'weekly', 'monthly')),
  recipients  jsonb NOT NULL,
  sections    jsonb NOT NULL,
  paused      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX digests_tmc ON digests (tmc, id);

-- Every evaluation of a rule: the figure, the threshold then, whether it fired.
CREATE TABLE alert_evaluations (
  id            bigserial PRIMARY KEY,
  tmc           text NOT NULL,
  rule_id       integer NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
  period_key    text NOT NULL,
  period_start  date NOT NULL,
  period_end    date NOT NULL,
  value         double precision,
  threshold     double precision NOT NULL,
  fired         boolean NOT NULL,
  trigger       text NOT NULL,
  evaluated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_evaluations_rule ON alert_evaluations (rule_id, id DESC);

-- One row per message: the unique key (rule or digest, channel, period) is the promise to send it once.
CREATE TABLE alert_sends (
  id               bigserial PRIMARY KEY,
  tmc              text NOT NULL,
  rule_id          integer REFERENCES alert_rules (id) ON DELETE CASCADE,
  digest_id        integer REFERENCES digests (id) ON DELETE CASCADE,
  idempotency_key  text NOT NULL UNIQUE,
  channel          text NOT NULL CHECK (channel IN ('mail', 'webhook')),
  period_key       text NOT NULL,
  payload          jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  lease_until      timestamptz,
  message_id       text,
  error            text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX alert_sends_rule ON alert_sends (rule_id, id DESC);
CREATE INDEX alert_sends_digest ON alert_sends (digest_id, id DESC);
CREATE INDEX alert_sends_pending ON alert_sends (status, lease_until) WHERE status = 'pending';

-- The scheduler's work: one job per rule or digest, due when its next period is complete.
CREATE TABLE alert_jobs (
  kind          text NOT NULL CHECK (kind IN ('rule', 'digest')),
  target_id     integer NOT NULL,
  tmc           text NOT NULL,
  due_at        timestamptz NOT NULL,
  lease_until   timestamptz,
  leased_by     text,
  runs          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, target_id)
);
CREATE INDEX alert_jobs_due ON alert_jobs (due_at);
`;
