import type { ComponentType } from 'react';
import { SuccessModal } from './success-modal.tsx';

export type ModalProps = {
  /** The query flag's value, e.g. `deposit` for `?wallet=deposit`. */
  value: string;
  close: () => void;
};

export type ModalDefinition = {
  component: ComponentType<ModalProps>;
  /** Sign-up keeps its modal open on an outside click; every other modal closes. */
  closeOnOutsideClick?: boolean;
};

/** Modals that exist so far; a flag naming any other modal is dropped. Each domain adds its own here. */
export const MODAL_REGISTRY: Record<string, ModalDefinition> = {
  success: { component: SuccessModal },
};
