import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validateCorporateName } from '@tripsight/core/ops';
import { FormDialog } from '../../ui/form-dialog.js';
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
  const submit = () => {
    const problem = validateCorporateName(name);
    setNameError(problem);
    if (!problem) create.mutate();
  };
  return (
    <FormDialog
      open={open}
      title="Add Customer"
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Customer"
      pendingLabel="Adding…"
      pending={create.isPending}
      error={create.error ? failureText(create.error, 'Failed to create corporate. Please try again.') : null}
      noValidate
    >
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
    </FormDialog>
  );
}
