import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.js';
import { focused, interact, pressKey, renderUi, type Rendered } from '../testing/render.js';

/** A page with an opener button and a dialog with a field and two buttons. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>
        Add Customer
      </button>
      <Dialog open={open} onClose={close} title="Add Customer">
        <form>
          <label>
            Corporate name
            <input className="name" />
          </label>
          <button type="button" className="cancel" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="save">
            Save
          </button>
        </form>
      </Dialog>
    </>
  );
}

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

async function openDialog(onClose?: () => void) {
  view = await renderUi(<Page onClose={onClose} />);
  const { root } = view;
  const opener = root.querySelector('.opener') as HTMLButtonElement;
  opener.focus();
  await interact(() => opener.click());
  return { root, opener, dialog: root.querySelector('dialog') as HTMLDialogElement };
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus on the first field', async () => {
    const { root, dialog } = await openDialog();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('part')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Add Customer');
    expect(title?.getAttribute('part')).toBe('dialog-title');
    expect(focused()).toBe(root.querySelector('.name'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { root } = await openDialog();
    const save = root.querySelector('.save') as HTMLButtonElement;
    const name = root.querySelector('.name') as HTMLInputElement;
    save.focus();
    expect(await pressKey(save, 'Tab')).toBe(false);
    expect(focused()).toBe(name);
    expect(await pressKey(name, 'Tab', { shiftKey: true })).toBe(false);
    expect(focused()).toBe(save);
    // In the middle, Tab is left to the browser.
    const cancel = root.querySelector('.cancel') as HTMLButtonElement;
    cancel.focus();
    expect(await pressKey(cancel, 'Tab')).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { root, opener, dialog } = await openDialog(onClose);
    const name = root.querySelector('.name') as HTMLInputElement;
    expect(await pressKey(name, 'Escape')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('form')).toBeNull();
    expect(focused()).toBe(opener);
  });

  it('gives focus back when closed by one of its own buttons', async () => {
    const { root, opener, dialog } = await openDialog();
    await interact(() => (root.querySelector('.cancel') as HTMLButtonElement).click());
    expect(dialog.open).toBe(false);
    expect(focused()).toBe(opener);
  });

  it('closes when the browser cancels it (a close request), under the owner’s control', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog(onClose);
    const cancel = new Event('cancel', { cancelable: true });
    await interact(() => dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });
});
