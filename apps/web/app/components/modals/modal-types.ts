import type { ComponentType } from 'react';

export type ModalProps = {
  /** The query flag's value, e.g. `deposit` for `?wallet=deposit`. */
  value: string;
  /** Closes this modal, whatever its close guard says (after a success, say). */
  close: () => void;
  /**
   * Sets a check run before the close button, escape or an outside click close the modal; it returns
   * false to keep it open (it may open a confirmation instead). Null removes it.
   */
  setCloseGuard: (guard: (() => boolean) | null) => void;
};

export type ModalDefinition = {
  component: ComponentType<ModalProps>;
  /** Sign-up keeps its modal open on an outside click; every other modal closes. */
  closeOnOutsideClick?: boolean;
  /** A wider frame for modals with a side panel (sign-in, sign-up, the wallet). */
  wide?: boolean;
  /**
   * The flag names the modal's subject (`?demo-game=dice`): a flag naming none (empty, or a bare
   * `=true`) opens nothing and is dropped.
   */
  needsValue?: boolean;
};

/** The modals a site knows, by the query flag that opens them. */
export type ModalRegistry = Record<string, ModalDefinition>;
