import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog asks to close (Escape); the owner sets `open` to false. */
  onClose: () => void;
  /** Heading of the dialog; names it (aria-labelledby). */
  title: string;
  /** Element focused when the dialog opens (default: the first field or button of the content). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The kit's modal dialog, used by every dialog of every screen: a native <dialog> opened with
 * showModal (the rest of the page goes inert), aria-modal, named by its title. Tab and Shift+Tab
 * cycle inside it, Escape calls `onClose`, and on close focus returns to the element that had it
 * before the dialog opened — also across shadow roots, where the browser's own return falls short.
 *
 * Parts: `dialog`, `dialog-title`.
 *
 * @example
 * <Dialog open={adding} onClose={() => setAdding(false)} title="Add Customer"><form>…</form></Dialog>
 */
export function Dialog({ open, onClose, title, initialFocus, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Layout effect: the dialog must be shown before anything paints, and focus moved in the same turn.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnTo = deepActiveElement(dialog.ownerDocument);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target = initialFocus?.current ?? firstFocusable(dialog.querySelector('.ts-dialog-body')) ?? dialog;
    target.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The owner closes the dialog by state; the browser must not close it behind React's back.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = deepActiveElement(ref.current.ownerDocument);
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      part="dialog"
      className="ts-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape reaches here only when the key event was not seen (e.g. a close request of the OS).
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 part="dialog-title" id={titleId} className="ts-dialog-title">
            {title}
          </h2>
          <div className="ts-dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}

/** The focused element, looking inside shadow roots (document.activeElement stops at the host). */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function focusables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function firstFocusable(root: ParentNode | null): HTMLElement | null {
  return root ? (focusables(root)[0] ?? null) : null;
}
