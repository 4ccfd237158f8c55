import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbrCorporate } from '@tripsight/core/ops';
import { failureText, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import { EmptyState, ErrorFallback } from '../../ui/states.js';

/** 'Enabled Senders': the e-mail addresses whose requests count for this client. */
export function EnabledSenders({ client }: { client: SbrCorporate }) {
  const ops = useOpsClient();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.sbr });
  const add = useMutation({
    mutationFn: (identifier: string) => ops.addIdentifier(client.id, identifier),
    onSuccess: async () => {
      setEmail('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (identifier: string) => ops.removeIdentifier(client.id, identifier),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '' && !add.isPending) add.mutate(email.trim());
  };
  return (
    <Card title="Enabled Senders">
      <form className="sender-form" onSubmit={submit}>
        <label className="field">
          Sender email
          <input
            type="email"
            value={email}
            placeholder="name@company.com"
            onChange={(e) => {
              setEmail(e.target.value);
              add.reset();
            }}
          />
        </label>
        <button type="submit" className="primary" disabled={email.trim() === '' || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add Email'}
        </button>
      </form>
      {add.error && (
        <ErrorFallback title={failureText(add.error, 'Failed to add email. Please try again.')} compact />
      )}
      {remove.error && (
        <ErrorFallback
          title={failureText(remove.error, 'Failed to remove email. Please try again.')}
          compact
        />
      )}
      {client.identifiers.length === 0 ? (
        <EmptyState title="No email addresses configured" advice={null} compact />
      ) : (
        <ul className="senders">
          {client.identifiers.map((identifier) => (
            <li key={identifier}>
              <span>{identifier}</span>
              <button
                type="button"
                aria-label={`Remove ${identifier}`}
                disabled={remove.isPending && remove.variables === identifier}
                onClick={() => remove.mutate(identifier)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
