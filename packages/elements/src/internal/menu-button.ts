import { useEffect, type RefObject } from 'react';

/** What a Shoelace dropdown offers the menu-button behaviour. */
type Dropdown = HTMLElement & { open: boolean; show(): Promise<void>; hide(): Promise<void> };
/** A Shoelace menu: its items and its roving focus. */
type ShoelaceMenu = HTMLElement & {
  getAllItems(): HTMLElement[];
  setCurrentItem(item: HTMLElement): void;
};

const OPEN_FIRST = new Set(['ArrowDown', 'Home', 'Enter', ' ']);
const OPEN_LAST = new Set(['ArrowUp', 'End']);

/** The items of a menu: an sl-menu's own items, or the `[role="menuitem"]` elements of a plain one. */
export function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  if (menu.localName === 'sl-menu' && 'getAllItems' in menu) {
    return (menu as ShoelaceMenu).getAllItems().filter((item) => !item.hasAttribute('disabled'));
  }
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')];
}

/** Moves focus to `item` of `menu`, keeping a plain menu's roving tabindex (one item tabbable). */
export function focusMenuItem(menu: HTMLElement, item: HTMLElement | undefined): void {
  if (!item) return;
  if (menu.localName === 'sl-menu' && 'setCurrentItem' in menu) {
    (menu as ShoelaceMenu).setCurrentItem(item);
  } else {
    for (const other of menuItems(menu)) other.tabIndex = other === item ? 0 : -1;
  }
  item.focus();
}

/**
 * Arrow-key movement inside a plain menu (WAI-ARIA menu pattern): ArrowDown/ArrowRight to the next
 * item and ArrowUp/ArrowLeft to the previous (wrapping), Home and End to the first and last. Returns
 * true when it handled the key. An sl-menu does this itself.
 */
export function moveInMenu(menu: HTMLElement, event: KeyboardEvent): boolean {
  const items = menuItems(menu);
  if (items.length === 0) return false;
  const at = items.findIndex((item) => item === menu.ownerDocument.activeElement || item.matches(':focus'));
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? (at + 1) % items.length
          : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
            ? (at - 1 + items.length) % items.length
            : null;
  if (target === null) return false;
  event.preventDefault();
  focusMenuItem(menu, items[target]);
  return true;
}

/**
 * Gives a Shoelace dropdown whose menu sits inside a panel (with a search box, file types or a custom
 * range beside it) the WAI-ARIA menu-button keyboard: on the trigger, ArrowDown, Enter and Space open
 * the menu on its first item and ArrowUp on its last; inside a plain menu the arrows, Home and End
 * move. Escape closes and returns focus to the trigger (Shoelace). `menu` is the sl-menu or the
 * element holding `[role="menuitem"]`s.
 */
export function useMenuButton(
  dropdown: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const host = dropdown.current as Dropdown | null;
    if (!host) return;
    const onTriggerKey = (event: KeyboardEvent) => {
      const trigger = (event.target as Element | null)?.closest('[slot="trigger"]');
      if (!trigger || host.hasAttribute('disabled')) return;
      // Open, Enter and Space on the trigger close the menu (Shoelace); the arrows go into it.
      const first = host.open ? event.key === 'ArrowDown' || event.key === 'Home' : OPEN_FIRST.has(event.key);
      if (!first && !OPEN_LAST.has(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      void (host.open ? Promise.resolve() : host.show()).then(() => {
        const list = menu.current;
        if (!list) return;
        const items = menuItems(list);
        focusMenuItem(list, first ? items[0] : items[items.length - 1]);
      });
    };
    const onMenuKey = (event: KeyboardEvent) => {
      const list = menu.current;
      if (list && list.localName !== 'sl-menu' && list.contains(event.target as Node))
        moveInMenu(list, event);
    };
    // Capture: Shoelace's own trigger handler (inside the dropdown) would otherwise run first.
    host.addEventListener('keydown', onTriggerKey, true);
    host.addEventListener('keydown', onMenuKey);
    return () => {
      host.removeEventListener('keydown', onTriggerKey, true);
      host.removeEventListener('keydown', onMenuKey);
    };
  });
}

/** Closes `dropdown` and puts focus back on its trigger (after a choice in its menu). */
export function closeToTrigger(dropdown: HTMLElement | null): void {
  if (!dropdown) return;
  void (dropdown as Dropdown).hide();
  const trigger = dropdown.querySelector<HTMLElement>('[slot="trigger"]');
  trigger?.focus();
}
