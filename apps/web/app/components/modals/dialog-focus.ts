import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true;

/** The elements Tab reaches inside `root`, in document order: shown, not inert, not taken out by tabindex. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  );
}

/**
 * Moves Tab within `dialog`: past the last element to the first, before the first to the last. Returns
 * whether it moved the focus itself (the browser's own move must then be prevented).
 */
export function wrapTab(dialog: HTMLElement, backwards: boolean): boolean {
  const items = tabbables(dialog);
  const first = items[0];
  const last = items.at(-1);
  const current = document.activeElement;
  if (!first || !last) {
    dialog.focus();
    return true;
  }
  if (backwards && (current === first || current === dialog)) {
    last.focus();
    return true;
  }
  if (!backwards && current === last) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * A modal dialog's focus: it goes into the dialog when it opens and back to what had it (the button
 * that opened it) when it closes, unless the focus has moved on elsewhere meanwhile.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement;
    const opener = before instanceof HTMLElement && before !== document.body ? before : null;
    if (!dialog.contains(before)) dialog.focus({ preventScroll: true });
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || dialog.contains(now);
      if (opener?.isConnected && lost) opener.focus({ preventScroll: true });
    };
  }, [dialogRef]);
}

/**
 * Keeps the keyboard inside the top dialog while `active`: Tab goes round its elements, and focus that
 * lands outside it (leaving a frame inside it, say) is brought back.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && wrapTab(dialog, event.shiftKey)) event.preventDefault();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target))
        (tabbables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [dialogRef, active]);
}
