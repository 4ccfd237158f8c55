import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbrCorporate } from '@tripsight/core';
import { failureText, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';

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
    <section className="ops-card" aria-labelledby="senders-title">
      <h3 id="senders-title">Enabled Senders</h3>
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
        <p className="ops-error" role="alert">
          {failureText(add.error, 'Failed to add email. Please try again.')}
        </p>
      )}
      {remove.error && (
        <p className="ops-error" role="alert">
          {failureText(remove.error, 'Failed to remove email. Please try again.')}
        </p>
      )}
      {client.identifiers.length === 0 ? (
        <p className="ops-empty">No email addresses configured</p>
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
    </section>
  );
}
