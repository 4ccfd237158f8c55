import { useCallback, useEffect, useRef, useState } from 'react';
import {
  digestForm,
  digestTestText,
  filtersForRule,
  newDigestForm,
  newRuleForm,
  ruleForm,
  testResultText,
  type AlertRule,
  type AlertRuleForm,
  type Digest,
  type DigestForm,
} from '@tripsight/core/ops';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { failureText } from '../../internal/use-ops-client.js';
import { alertsStyles } from './alerts.styles.js';
import { ConfirmDelete } from './confirm-delete.js';
import { DigestDialog } from './digest-dialog.js';
import { DigestHistory } from './digest-history.js';
import { DigestList } from './digest-list.js';
import { RuleDialog } from './rule-dialog.js';
import { RuleHistory } from './rule-history.js';
import { RuleList } from './rule-list.js';
import { actionKey } from './row-parts.js';
import { useAlerts } from './use-alerts.js';
import { focusKey, neighbourOf, useFocusRequest } from './use-focus-request.js';

/** The dialog open on the page, if any. */
type Open =
  | { kind: 'rule'; rule: AlertRule | null }
  | { kind: 'digest'; digest: Digest | null }
  | { kind: 'history'; rule: AlertRule }
  | { kind: 'digest-history'; digest: Digest }
  | { kind: 'delete-rule'; rule: AlertRule }
  | { kind: 'delete-digest'; digest: Digest };

/** The event a host's header count listens to: the user has just looked at the alerts. */
const ALERTS_SEEN_EVENT = 'tripsight-alerts-seen';
/** The event a host's header count listens to: a test was just sent from the page. */
const ALERTS_SENT_EVENT = 'tripsight-alerts-sent';

declare global {
  interface GlobalEventHandlersEventMap {
    /** The alerts page has marked the fired alerts seen ({ count: 0 }). */
    'tripsight-alerts-seen': CustomEvent<{ count: number }>;
    /** The alerts page has just sent a test: the count of fired alerts may have grown. */
    'tripsight-alerts-sent': CustomEvent<Record<string, never>>;
  }
}

/** The drafts of the form dialogs, by dialog: `rule:new`, `rule:7`, `digest:new`, `digest:3`. */
type Drafts = Readonly<Record<string, AlertRuleForm | DigestForm>>;

/** The selectors of where focus goes once `id` of `kind` is deleted: the next row, the previous, the heading. */
function afterDelete(kind: 'rule' | 'digest', items: readonly { id: number }[] | undefined, id: number) {
  const neighbour = neighbourOf(items, id);
  const heading = `.${kind === 'rule' ? 'rules' : 'digests'}-card [part="title"]`;
  return neighbour ? [focusKey(actionKey(kind, neighbour.id, 'edit')), heading] : [heading];
}

/**
 * Alerts and digests (docs/rules/operations.md#alerts-and-digests): the travel manager's alert
 * rules and client digests, each listed, created, edited, paused, sent as a test and deleted; their
 * histories of evaluations and sends. Opening the page marks the fired alerts seen. Focus never falls
 * to the page: it stays on a row's button after its call, and moves to a neighbour after a delete.
 */
export function Alerts() {
  const { host } = useHost();
  const { client, rules, digests, change, refresh } = useAlerts();
  const email = useBusState((s) => s.auth.user?.email ?? null);
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const rootRef = useRef<HTMLElement>(null);
  const focusOn = useFocusRequest(rootRef);
  const [open, setOpenState] = useState<Open | null>(null);
  const setOpen = (next: Open | null) => {
    change.reset();
    setOpenState(next);
  };
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});
  const keepDraft = (key: string) => (form: AlertRuleForm | DigestForm | null) =>
    setDrafts((current) => {
      const next = { ...current };
      if (form) next[key] = form;
      else delete next[key];
      return next;
    });

  const tell = useCallback(
    (type: string, detail: unknown) =>
      host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    [host],
  );
  /** Marks the fired alerts seen and tells the host's header count. */
  const markSeen = useCallback(
    () =>
      client
        .markSeen()
        .then((answer) => tell(ALERTS_SEEN_EVENT, answer))
        .catch(() => {
          // The count stays as it was; the lists say what is wrong with the service.
        }),
    [client, tell],
  );
  useEffect(() => {
    void markSeen();
  }, [markSeen]);

  /**
   * Runs a call on one row's button `key`, says the outcome in the status line, reads the lists again
   * and keeps the focus on that button (relabelled, as Pause turns into Resume).
   */
  const act = (
    kind: 'rule' | 'digest',
    id: number,
    action: 'pause' | 'test',
    call: () => Promise<string>,
  ) => {
    const key = actionKey(kind, id, action);
    setBusyId(`${kind}-${id}`);
    // Emptied first, so the same sentence twice is announced twice.
    setNotice(null);
    change.mutate(() => call(), {
      onSuccess: (text) => {
        setNotice(String(text));
        if (action === 'test') tell(ALERTS_SENT_EVENT, {});
      },
      onError: (error) => setNotice(failureText(error, 'The call failed. Please try again.')),
      onSettled: () => {
        setBusyId(null);
        focusOn(focusKey(key));
      },
    });
  };
  const close = () => setOpen(null);
  const saved = (text: string) => {
    setOpen(null);
    setNotice(text);
    void refresh();
  };
  const busy = (kind: string) =>
    busyId?.startsWith(`${kind}-`) ? Number(busyId.slice(kind.length + 1)) : null;

  return (
    <section className="ops" aria-labelledby="alerts-title" ref={rootRef}>
      <header part="screen-header" className="ops-header">
        <h2 part="heading" id="alerts-title">
          Alerts and digests
        </h2>
      </header>
      <p className="alerts-intro">
        A rule watches one figure of a view and e-mails its recipients when the figure crosses its threshold
        for a complete day, week or month. A digest sends your clients their figures on a schedule.
      </p>
      <p className="notice" role="status" aria-live="polite">
        {notice}
      </p>
      <RuleList
        rules={rules.data}
        loading={rules.isPending}
        error={rules.error}
        busyId={busy('rule')}
        currency={currency}
        onNew={() => setOpen({ kind: 'rule', rule: null })}
        onEdit={(rule) => setOpen({ kind: 'rule', rule })}
        onTogglePause={(rule) =>
          act('rule', rule.id, 'pause', () =>
            client
              .updateRule(rule.id, { paused: !rule.paused })
              .then((r) =>
                r.paused
                  ? `“${r.name}” is paused: no scheduled sends until you resume it.`
                  : `“${r.name}” is active again.`,
              ),
          )
        }
        onTest={(rule) =>
          act('rule', rule.id, 'test', () =>
            client.testRule(rule.id).then((result) => testResultText(rule, result, currency)),
          )
        }
        onHistory={(rule) => setOpen({ kind: 'history', rule })}
        onDelete={(rule) => setOpen({ kind: 'delete-rule', rule })}
      />
      <DigestList
        digests={digests.data}
        loading={digests.isPending}
        error={digests.error}
        busyId={busy('digest')}
        onNew={() => setOpen({ kind: 'digest', digest: null })}
        onEdit={(digest) => setOpen({ kind: 'digest', digest })}
        onTogglePause={(digest) =>
          act('digest', digest.id, 'pause', () =>
            client
              .updateDigest(digest.id, { paused: !digest.paused })
              .then((d) =>
                d.paused
                  ? `“${d.name}” is paused: no scheduled sends until you resume it.`
                  : `“${d.name}” is active again.`,
              ),
          )
        }
        onTest={(digest) =>
          act('digest', digest.id, 'test', () =>
            client.testDigest(digest.id).then((result) => digestTestText(digest, result)),
          )
        }
        onHistory={(digest) => setOpen({ kind: 'digest-history', digest })}
        onDelete={(digest) => setOpen({ kind: 'delete-digest', digest })}
      />
      {open?.kind === 'rule' && (
        <RuleDialog
          rule={open.rule}
          fresh={open.rule ? ruleForm(open.rule) : newRuleForm(email, filtersForRule(filters, currency))}
          draft={(drafts[`rule:${open.rule?.id ?? 'new'}`] as AlertRuleForm | undefined) ?? null}
          onDraft={keepDraft(`rule:${open.rule?.id ?? 'new'}`)}
          client={client}
          onClose={close}
          onSaved={(rule) =>
            saved(
              rule.webhookSecret && rule.webhookUrl
                ? `“${rule.name}” is saved. Its webhook secret, shown once: ${rule.webhookSecret}`
                : `“${rule.name}” is saved.`,
            )
          }
        />
      )}
      {open?.kind === 'digest' && (
        <DigestDialog
          digest={open.digest}
          fresh={open.digest ? digestForm(open.digest) : newDigestForm(email, filters.corporate)}
          draft={(drafts[`digest:${open.digest?.id ?? 'new'}`] as DigestForm | undefined) ?? null}
          onDraft={keepDraft(`digest:${open.digest?.id ?? 'new'}`)}
          client={client}
          onClose={close}
          onSaved={(digest) => saved(`“${digest.name}” is saved.`)}
        />
      )}
      {open?.kind === 'history' && (
        <RuleHistory rule={open.rule} client={client} currency={currency} onClose={close} />
      )}
      {open?.kind === 'digest-history' && (
        <DigestHistory digest={open.digest} client={client} onClose={close} />
      )}
      {open?.kind === 'delete-rule' && (
        <ConfirmDelete
          title="Delete this rule?"
          name={open.rule.name}
          pending={change.isPending}
          error={
            change.error ? failureText(change.error, 'Failed to delete the rule. Please try again.') : null
          }
          onCancel={close}
          onConfirm={() => {
            const { id, name } = open.rule;
            const next = afterDelete('rule', rules.data, id);
            change.mutate((alerts) => alerts.deleteRule(id), {
              onSuccess: () => {
                keepDraft(`rule:${id}`)(null);
                saved(`“${name}” is deleted.`);
                focusOn(...next);
              },
            });
          }}
        />
      )}
      {open?.kind === 'delete-digest' && (
        <ConfirmDelete
          title="Delete this digest?"
          name={open.digest.name}
          pending={change.isPending}
          error={
            change.error ? failureText(change.error, 'Failed to delete the digest. Please try again.') : null
          }
          onCancel={close}
          onConfirm={() => {
            const { id, name } = open.digest;
            const next = afterDelete('digest', digests.data, id);
            change.mutate((alerts) => alerts.deleteDigest(id), {
              onSuccess: () => {
                keepDraft(`digest:${id}`)(null);
                saved(`“${name}” is deleted.`);
                focusOn(...next);
              },
            });
          }}
        />
      )}
    </section>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [alertsStyles];
