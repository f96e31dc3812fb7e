import { createContext, type ReactNode, useContext } from 'react';

const ModalTitleId = createContext('modal-title');

/** Gives a modal's title its own id: two modals can be open at once, each labelled by its own title. */
export const ModalTitleIdProvider = ModalTitleId.Provider;

/** The id of the modal title the dialog is labelled by. */
export const modalTitleId = (name: string) => `modal-title-${name}`;

/** A modal's heading; its dialog is named by it. */
export function ModalTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={useContext(ModalTitleId)} className={className}>
      {children}
    </h2>
  );
}
