import { useCallback, useEffect, useState } from 'react';
import {
  digestForm,
  newDigestForm,
  newRuleForm,
  filtersForRule,
  ruleForm,
  runResultText,
  type AlertRule,
  type Digest,
} from '@tripsight/core/ops';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { failureText } from '../../internal/use-ops-client.js';
import { alertsStyles } from './alerts.styles.js';
import { ConfirmDelete } from './confirm-delete.js';
import { DigestDialog } from './digest-dialog.js';
import { DigestList } from './digest-list.js';
import { RuleDialog } from './rule-dialog.js';
import { RuleHistory } from './rule-history.js';
import { RuleList } from './rule-list.js';
import { useAlerts } from './use-alerts.js';

/** The dialog open on the page, if any. */
type Open =
  | { kind: 'rule'; rule: AlertRule | null }
  | { kind: 'digest'; digest: Digest | null }
  | { kind: 'history'; rule: AlertRule }
  | { kind: 'delete-rule'; rule: AlertRule }
  | { kind: 'delete-digest'; digest: Digest };

/** The event a host's header count listens to: the user has just looked at the alerts. */
const ALERTS_SEEN_EVENT = 'tripsight-alerts-seen';

declare global {
  interface GlobalEventHandlersEventMap {
    /** The alerts page has marked the fired alerts seen ({ count: 0 }). */
    'tripsight-alerts-seen': CustomEvent<{ count: number }>;
  }
}

/**
 * Alerts and digests (docs/rules/operations.md#alerts-and-digests): the travel manager's alert
 * rules and client digests, each listed, created, edited, paused, sent as a test and deleted; a
 * rule's history of evaluations and sends. Opening the page marks the fired alerts seen.
 */
export function Alerts() {
  const { host } = useHost();
  const { client, rules, digests, change, refresh } = useAlerts();
  const email = useBusState((s) => s.auth.user?.email ?? null);
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const [open, setOpenState] = useState<Open | null>(null);
  const setOpen = (next: Open | null) => {
    change.reset();
    setOpenState(next);
  };
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Marks the fired alerts seen and tells the host's header count. */
  const markSeen = useCallback(
    () =>
      client
        .markSeen()
        .then((answer) => {
          host.dispatchEvent(
            new CustomEvent(ALERTS_SEEN_EVENT, { detail: answer, bubbles: true, composed: true }),
          );
        })
        .catch(() => {
          // The count stays as it was; the lists say what is wrong with the service.
        }),
    [client, host],
  );
  useEffect(() => {
    void markSeen();
  }, [markSeen]);

  /** Runs a call on one row, says the outcome, and reads the lists again. */
  const act = (id: number, call: () => Promise<string>) => {
    setBusyId(id);
    change.mutate(() => call(), {
      onSuccess: (text) => {
        setNotice(String(text));
        // A test the user sent here is seen as it fires.
        void markSeen();
      },
      onError: (error) => setNotice(failureText(error, 'The call failed. Please try again.')),
      onSettled: () => setBusyId(null),
    });
  };
  const close = () => setOpen(null);
  const saved = (text: string) => {
    setOpen(null);
    setNotice(text);
    void refresh();
  };

  return (
    <section className="ops" aria-labelledby="alerts-title">
      <header part="screen-header" className="ops-header">
        <h2 part="heading" id="alerts-title">
          Alerts and digests
        </h2>
      </header>
      <p className="alerts-intro">
        A rule watches one figure of a view and e-mails its recipients when the figure crosses its threshold
        for a complete day, week or month. A digest sends your clients their figures on a schedule.
      </p>
      <p className="notice" role="status" hidden={notice === null}>
        {notice}
      </p>
      <RuleList
        rules={rules.data}
        loading={rules.isPending}
        error={rules.error}
        busyId={busyId}
        onNew={() => setOpen({ kind: 'rule', rule: null })}
        onEdit={(rule) => setOpen({ kind: 'rule', rule })}
        onTogglePause={(rule) =>
          act(rule.id, () =>
            client
              .updateRule(rule.id, { paused: !rule.paused })
              .then((r) => `“${r.name}” is ${r.paused ? 'paused' : 'active again'}.`),
          )
        }
        onRun={(rule) =>
          act(rule.id, () =>
            client.runRule(rule.id).then((result) => `“${rule.name}”: ${runResultText(result)}`),
          )
        }
        onHistory={(rule) => setOpen({ kind: 'history', rule })}
        onDelete={(rule) => setOpen({ kind: 'delete-rule', rule })}
      />
      <DigestList
        digests={digests.data}
        loading={digests.isPending}
        error={digests.error}
        busyId={busyId}
        onNew={() => setOpen({ kind: 'digest', digest: null })}
        onEdit={(digest) => setOpen({ kind: 'digest', digest })}
        onTogglePause={(digest) =>
          act(digest.id, () =>
            client
              .updateDigest(digest.id, { paused: !digest.paused })
              .then((d) => `“${d.name}” is ${d.paused ? 'paused' : 'active again'}.`),
          )
        }
        onSend={(digest) =>
          act(digest.id, () =>
            client
              .sendDigest(digest.id)
              .then(({ sent }) =>
                sent ? `“${digest.name}” was sent.` : `“${digest.name}” was already sent for this period.`,
              ),
          )
        }
        onDelete={(digest) => setOpen({ kind: 'delete-digest', digest })}
      />
      {open?.kind === 'rule' && (
        <RuleDialog
          rule={open.rule}
          initial={open.rule ? ruleForm(open.rule) : newRuleForm(email, filtersForRule(filters, currency))}
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
          initial={open.digest ? digestForm(open.digest) : newDigestForm(email, filters.corporate)}
          client={client}
          onClose={close}
          onSaved={(digest) => saved(`“${digest.name}” is saved.`)}
        />
      )}
      {open?.kind === 'history' && <RuleHistory rule={open.rule} client={client} onClose={close} />}
      {open?.kind === 'delete-rule' && (
        <ConfirmDelete
          title="Delete this rule?"
          name={open.rule.name}
          pending={change.isPending}
          error={
            change.error ? failureText(change.error, 'Failed to delete the rule. Please try again.') : null
          }
          onCancel={close}
          onConfirm={() =>
            change.mutate((alerts) => alerts.deleteRule(open.rule.id), {
              onSuccess: () => saved(`“${open.rule.name}” is deleted.`),
            })
          }
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
          onConfirm={() =>
            change.mutate((alerts) => alerts.deleteDigest(open.digest.id), {
              onSuccess: () => saved(`“${open.digest.name}” is deleted.`),
            })
          }
        />
      )}
    </section>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [alertsStyles];
