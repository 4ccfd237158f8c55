import { draftText } from '@tripsight/core/reports';
import type { OpsDb, OpsQuery } from './db.js';
import {
  ATTACHMENTS,
  CITIES,
  FAILURE_REASONS,
  HOSTILE_DRAFTS,
  INTENTS,
  STATUSES,
  STATUS_WEIGHTS,
  STRUCTURED_BOOKING_INTENT,
  TENANTS,
  TRAVELLERS,
  type StatusLabel,
} from './seed-content.js';
import { hex, iso, pick, pickWeighted, random, slug, uuid, type Rng } from './seed-random.js';

/** Conversations generated per TMC, spread over the last 60 days (about 4 a day). */
const CONVERSATIONS_PER_TENANT = 240;
const SPREAD_MS = 60 * 24 * 3600 * 1000;
const MINUTE = 60_000;

/**
 * The reply an agent sent for a draft: half go out as drafted, about a third with a line added or a
 * sentence changed, the rest rewritten (`rewritten`).
 */
function sentReply(draftHtml: string, rewritten: string, review: Rng): string {
  const drafted = draftText(draftHtml);
  const roll = review();
  if (roll < 0.5) return drafted;
  if (roll < 0.68) return `${drafted}\n\nKind regards`;
  if (roll < 0.82)
    return drafted.replace('Please confirm.', 'Please confirm by noon tomorrow so we can hold the fare.');
  return rewritten;
}

/** Writes the generated data of every TMC not seeded yet; each TMC in its own transaction. */
export async function seedAll(db: OpsDb, now = Date.now()): Promise<string[]> {
  const seeded: string[] = [];
  for (const tmc of Object.keys(TENANTS)) {
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'INSERT INTO seeded_tenants (tmc) VALUES ($1) ON CONFLICT DO NOTHING RETURNING tmc',
        [tmc],
      );
      if (claimed.length === 0) return false;
      await seedTenant(tx, tmc, now);
      return true;
    });
    if (wrote) seeded.push(tmc);
  }
  return seeded;
}

async function insertRows(tx: OpsQuery, table: string, columns: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS t(${columns})`,
    [JSON.stringify(rows)],
  );
}

async function seedTenant(tx: OpsQuery, tmc: string, now: number): Promise<void> {
  const tenant = TENANTS[tmc]!;
  const rng = random(`ops:${tmc}`);
  const day = 24 * 3600 * 1000;
  const corporates = tenant.corporates.map((name, index) => {
    const isSbr = index < tenant.corporates.length - 3;
    // Every third client is live, every third scheduled for a future date, the rest testing.
    const kind = index % 3;
    return {
      tmc,
      name,
      is_sbr: isSbr,
      is_test: isSbr && kind === 1,
      is_live: isSbr && kind === 0,
      go_live_date:
        isSbr && kind === 0
          ? iso(now - (30 + index * 7) * day).slice(0, 10)
          : isSbr && kind === 2
            ? iso(now + (10 + index) * day).slice(0, 10)
            : null,
    };
  });
  const ids = await tx.query<{ id: number; name: string }>(
    `INSERT INTO corporates (tmc, name, is_sbr, is_test, is_live, go_live_date)
     SELECT tmc, name, is_sbr, is_test, is_live, go_live_date
       FROM jsonb_to_recordset($1::jsonb) AS t(tmc text, name text, is_sbr boolean, is_test boolean, is_live boolean, go_live_date date)
     RETURNING id, name`,
    [JSON.stringify(corporates)],
  );
  const identifiers = ids.flatMap(({ id, name }, index) =>
    ['travel', 'bookings', 'ea.office'].slice(0, index % 4).map((local) => ({
      tmc,
      corporate_id: id,
      identifier: `${local}@${slug(name)}.example`,
    })),
  );
  await insertRows(
    tx,
    'corporate_identifiers',
    'tmc text, corporate_id integer, identifier text',
    identifiers,
  );
  await insertRows(
    tx,
    'corporate_changes',
    'tmc text, corporate_id integer, action text, detail jsonb',
    ids.map(({ id, name }) => ({ tmc, corporate_id: id, action: 'create', detail: { name } })),
  );

  const conversations: object[] = [];
  const attachments: object[] = [];
  const drafts: object[] = [];
  const outbound: object[] = [];
  const events: object[] = [];
  const mainIntents = Object.keys(INTENTS).filter((intent) => intent !== 'GENERAL_INQUIRY');
  for (let i = 0; i < CONVERSATIONS_PER_TENANT; i++) {
    const id = uuid(rng);
    const receivedAt =
      now - Math.floor(((i + rng() * 0.8) * SPREAD_MS) / CONVERSATIONS_PER_TENANT) - 5 * MINUTE;
    // The newest conversations cover every status, every hostile draft and every attachment type.
    const status: StatusLabel =
      i < STATUSES.length
        ? STATUSES[i]!
        : i < STATUSES.length + HOSTILE_DRAFTS.length
          ? 'COMPLETED'
          : i === STATUSES.length + HOSTILE_DRAFTS.length
            ? 'HANDED_OFF'
            : pickWeighted(rng, STATUS_WEIGHTS);
    const main =
      status === 'OUT_OF_SCOPE'
        ? ['GENERAL_INQUIRY']
        : i === 1 || i === 6 || i % 5 === 0
          ? [STRUCTURED_BOOKING_INTENT]
          : rng() < 0.2
            ? [pick(rng, mainIntents), pick(rng, mainIntents)].filter((v, k, all) => all.indexOf(v) === k)
            : [pick(rng, mainIntents)];
    const subOptions = main.flatMap((intent) => INTENTS[intent] ?? []);
    const subCount = i % 7 === 3 ? 0 : 1 + Math.floor(rng() * Math.min(3, subOptions.length));
    const subs = [...subOptions].sort(() => rng() - 0.5).slice(0, subCount);
    const corporate = status === 'OUT_OF_SCOPE' && i % 2 === 0 ? null : pick(rng, ids);
    const [travellerName, local] = pick(rng, TRAVELLERS);
    const city = pick(rng, CITIES);
    const senderDomain = corporate ? `${slug(corporate.name)}.example` : 'mail.example';
    const inbound = Math.floor(rng() * 3);
    const outboundCount = ['COMPLETED', 'HANDED_OFF'].includes(status) ? 1 + Math.floor(rng() * 2) : 0;
    const subject =
      status === 'OUT_OF_SCOPE'
        ? pick(rng, ['Newsletter: autumn offers', 'Lunch on Friday?', 'Out of office'])
        : `${main[0]!
            .replace(/_/g, ' ')
            .toLowerCase()
            .replace(/^\w/, (c) => c.toUpperCase())}: ${city}`;
    conversations.push({
      conversation_id: id,
      tmc,
      subject,
      sender_name: travellerName,
      sender_email: `${local}@${senderDomain}`,
      corporate_id: corporate?.id ?? null,
      main_intents: main.join(','),
      sub_intents: subs.join(','),
      status_label: status,
      failure_reason: status === 'FAILED' ? pick(rng, FAILURE_REASONS) : null,
      received_at: iso(receivedAt),
      ai_summary:
        i % 11 === 4
          ? null
          : `${travellerName} asks about ${subject.toLowerCase()}. The agent classified it as ${main.join(' and ')}.`,
      email_body:
        i % 13 === 5
          ? null
          : `Hello,\n\nCould you please help with ${subject.toLowerCase()} for next week?\n\nThanks,\n${travellerName}`,
      total_messages: inbound + outboundCount,
      inbound_count: inbound,
      outbound_count: outboundCount,
    });
    const attachmentList =
      i < ATTACHMENTS.length ? [ATTACHMENTS[i]!] : ATTACHMENTS.filter(() => rng() < 0.08);
    attachmentList.forEach(([name, size], position) =>
      attachments.push({ conversation_id: id, position, name, size }),
    );
    const hostileIndex = i - STATUSES.length;
    const hasDraft =
      ['PENDING_AGENT_APPROVAL', 'COMPLETED', 'HANDED_OFF'].includes(status) ||
      (status === 'IN_PROGRESS' && rng() < 0.5);
    if (hasDraft) {
      const draftId = `drf_${hex(rng, 16)}`;
      const draftAt = receivedAt + (5 + Math.floor(rng() * 30)) * MINUTE;
      const content =
        hostileIndex >= 0 && hostileIndex < HOSTILE_DRAFTS.length
          ? HOSTILE_DRAFTS[hostileIndex]!
          : hostileIndex === HOSTILE_DRAFTS.length
            ? ''
            : `<p>Dear ${travellerName},</p><p>We have prepared <strong>${subject}</strong>. Please confirm.</p><ul><li>Departure: ${city}</li></ul>`;
      drafts.push({
        draft_event_id: draftId,
        conversation_id: id,
        draft_created_at: iso(draftAt),
        draft_message_content: content,
      });
      // How the agent treated the draft comes from its own stream, so the rest of the data stays as it was.
      const review = random(`review:${draftId}`);
      for (let k = 0; k < outboundCount; k++) {
        const eventId = `out_${hex(rng, 16)}`;
        const reference = hex(rng, 6).toUpperCase();
        const rewritten = `Dear ${travellerName},\n\nYour request (${subject}) is done. Reference ${reference}.\n\nKind regards`;
        outbound.push({
          event_id: eventId,
          draft_event_id: draftId,
          created_at: iso(draftAt + (k + 1) * 12 * MINUTE),
          content:
            hostileIndex >= 0 && hostileIndex <= HOSTILE_DRAFTS.length
              ? rewritten
              : sentReply(content, rewritten, review),
        });
      }
    }
    if (main.includes(STRUCTURED_BOOKING_INTENT)) {
      const steps = [
        'parse_request',
        'match_traveller',
        'search_offers',
        'price_check',
        'create_booking',
        'notify_traveller',
      ];
      const failAt = status === 'FAILED' || status === 'EXPIRED' ? 2 + Math.floor(rng() * 3) : -1;
      events.push({
        event_id: `evt_${hex(rng, 16)}`,
        conversation_id: id,
        created_at: iso(receivedAt + 30_000),
        state: { step: 'received', mailbox: `agent@${tenant.domain}` },
      });
      for (let k = 0; k < steps.length && (failAt < 0 || k <= failAt); k++) {
        const failed = k === failAt;
        events.push({
          event_id: `evt_${hex(rng, 16)}`,
          conversation_id: id,
          created_at: iso(receivedAt + (k + 2) * MINUTE),
          state: failed
            ? {
                step: steps[k],
                status: 'failed',
                error:
                  status === 'FAILED'
                    ? FAILURE_REASONS[i % FAILURE_REASONS.length]
                    : 'No reply from traveller within 48 hours',
              }
            : { step: steps[k], status: 'success', duration_ms: 200 + Math.floor(rng() * 1800) },
        });
      }
    }
  }
  await insertRows(
    tx,
    'conversations',
    `conversation_id text, tmc text, subject text, sender_name text, sender_email text, corporate_id integer,
     main_intents text, sub_intents text, status_label text, failure_reason text, received_at timestamptz,
     ai_summary text, email_body text, total_messages integer, inbound_count integer, outbound_count integer`,
    conversations,
  );
  await insertRows(
    tx,
    'conversation_attachments',
    'conversation_id text, position integer, name text, size bigint',
    attachments,
  );
  await insertRows(
    tx,
    'draft_events',
    'draft_event_id text, conversation_id text, draft_created_at timestamptz, draft_message_content text',
    drafts,
  );
  await insertRows(
    tx,
    'outbound_messages',
    'event_id text, draft_event_id text, created_at timestamptz, content text',
    outbound,
  );
  await insertRows(
    tx,
    'conversation_events',
    'event_id text, conversation_id text, created_at timestamptz, state jsonb',
    events,
  );
}
