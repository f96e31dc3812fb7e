import { type ReactNode, useEffect, useRef } from 'react';
import { texts } from '../texts.ts';

/** A panel over the game: the browser's own modal dialog (focus trap, Escape to close). */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  // No close() on cleanup: closing fires `close`, which would call onClose while React re-runs effects.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dialog closes on Escape by itself; the click is on its backdrop
    <dialog
      ref={dialog}
      className="modal"
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={texts.close} onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
