import { type ReactNode, useEffect, useId, useRef } from 'react';

const FIRST_FIELD =
  '.dialog__body :is(input:not([type="hidden"]):not([readonly]), select, textarea, [type="submit"])';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider, for dialogs that show a table or a long link. */
  wide?: boolean;
};

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the page behind inert, moves focus
 * in (to the first field, or the element marked autoFocus), closes on Escape and gives focus back to
 * what opened it. Its content mounts only while open, so every opening starts afresh.
 */
export function Dialog({ open, title, onClose, children, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The first field rather than the close button, which comes first in the markup.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {open ? <div className="dialog__body">{children}</div> : null}
    </dialog>
  );
}
