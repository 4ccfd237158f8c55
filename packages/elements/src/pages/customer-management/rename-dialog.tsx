import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbrCorporate } from '@tripsight/core';
import { Dialog } from '../../ui/dialog.js';
import { ErrorFallback } from '../../ui/states.js';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '' && !rename.isPending) rename.mutate();
  };
  return (
    <Dialog open={open} onClose={close} title="Edit name">
      <form onSubmit={submit}>
        <label className="field">
          Corporate name
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        {rename.error && (
          <ErrorFallback
            title={failureText(rename.error, 'Failed to update name. Please try again.')}
            compact
          />
        )}
        <div className="ops-dialog-actions">
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={name.trim() === '' || rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
