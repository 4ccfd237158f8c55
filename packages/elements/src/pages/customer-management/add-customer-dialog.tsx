import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validateCorporateName } from '@tripsight/core';
import { Dialog } from '../../ui/dialog.js';
import { ErrorFallback } from '../../ui/states.js';
import { failureText, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';

/** 'Add Customer': a corporate name (required) and whether it is a test corporate. */
export function AddCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ops = useOpsClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [isTest, setIsTest] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => ops.createCorporate(name.trim(), isTest),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: opsKeys.sbr });
      close();
    },
  });
  const close = () => {
    setName('');
    setIsTest(true);
    setNameError(null);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCorporateName(name);
    setNameError(problem);
    if (!problem) create.mutate();
  };
  return (
    <Dialog open={open} onClose={close} title="Add Customer">
      <form onSubmit={submit} noValidate>
        <label className="field">
          Corporate name
          <input
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'add-customer-error' : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
        </label>
        {nameError && (
          <p id="add-customer-error" className="ops-field-error" role="alert">
            {nameError}
          </p>
        )}
        <label className="check">
          <input type="checkbox" checked={isTest} onChange={(e) => setIsTest(e.target.checked)} />
          Test corporate
        </label>
        {create.error && (
          <ErrorFallback
            title={failureText(create.error, 'Failed to create corporate. Please try again.')}
            compact
          />
        )}
        <div className="ops-dialog-actions">
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Customer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
