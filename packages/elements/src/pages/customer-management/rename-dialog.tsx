import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbrCorporate } from '@tripsight/core/ops';
import { FormDialog } from '../../ui/form-dialog.js';
import { failureText, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';

/** The name edit dialog: Save stays disabled while the name is blank or the call is pending. */
export function RenameDialog({
  client,
  open,
  onClose,
}: {
  client: SbrCorporate;
  open: boolean;
  onClose: () => void;
}) {
  const ops = useOpsClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState(client.name);
  const rename = useMutation({
    mutationFn: () => ops.renameCorporate(client.id, name.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: opsKeys.sbr });
      onClose();
    },
  });
  const close = () => {
    rename.reset();
    setName(client.name);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="Edit name"
      onClose={close}
      onSubmit={() => {
        if (name.trim() !== '') rename.mutate();
      }}
      submitLabel="Save"
      pendingLabel="Saving…"
      pending={rename.isPending}
      submitDisabled={name.trim() === ''}
      error={rename.error ? failureText(rename.error, 'Failed to update name. Please try again.') : null}
    >
      <label className="field">
        Corporate name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
    </FormDialog>
  );
}
