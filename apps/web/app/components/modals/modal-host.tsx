import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isHydrated } from '../../lib/hydration.ts';
import { useSearchUpdate } from '../../lib/use-search-update.ts';
import { useT } from '../../lib/use-t.ts';
import { Icon } from '../ui/icon.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useDialogFocus, useFocusTrap } from './dialog-focus.ts';
import { canOpenModal, MODAL_ACCESS, modalZIndex } from './modal-access.ts';
import { ModalTitleIdProvider, modalTitleId } from './modal-title.tsx';
import type { ModalDefinition, ModalRegistry } from './modal-types.ts';

export const MODAL_TRANSITION_MS = 250;

/** A flag's value names something: not empty, and not the bare `=true` of a flag without a value. */
const namesSubject = (value: string | null) => !!value && value !== 'true';

/**
 * Opens the modals named by query flags, in order; refused or unknown ones, and those that need a
 * subject the flag does not name, lose their flag silently.
 */
export function ModalHost({ isLoggedIn, registry }: { isLoggedIn: boolean; registry: ModalRegistry }) {
  const [searchParams] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const [closing, setClosing] = useState<string[]>([]);
  const guards = useRef(new Map<string, () => boolean>());
  const flagged = [...searchParams.keys()].filter((key) => key in MODAL_ACCESS);
  const allowed = flagged.filter(
    (name) =>
      canOpenModal(name, isLoggedIn) &&
      registry[name] &&
      (!registry[name].needsValue || namesSubject(searchParams.get(name))),
  );
  const refused = flagged.filter((name) => !allowed.includes(name));

  const removeFlags = useCallback(
    (names: string[]) =>
      updateSearch(
        (next) => {
          for (const name of names) next.delete(name);
        },
        { replace: true, preventScrollReset: true },
      ),
    [updateSearch],
  );

  const refusedKey = refused.join(',');
  useEffect(() => {
    if (refusedKey) removeFlags(refusedKey.split(','));
  }, [refusedKey, removeFlags]);

  const close = useCallback(
    (name: string) => {
      setClosing((list) => [...list, name]);
      setTimeout(() => {
        removeFlags([name]);
        setClosing((list) => list.filter((item) => item !== name));
      }, MODAL_TRANSITION_MS);
    },
    [removeFlags],
  );

  /** Close button, escape and outside click ask the modal's guard first. */
  const requestClose = useCallback(
    (name: string) => {
      const guard = guards.current.get(name);
      if (guard && !guard()) return;
      close(name);
    },
    [close],
  );

  const setCloseGuard = useCallback((name: string, guard: (() => boolean) | null) => {
    if (guard) guards.current.set(name, guard);
    else guards.current.delete(name);
  }, []);

  const top = allowed.at(-1);
  // Escape closes the top modal still open, read when the key comes: a modal on its way out (or one
  // whose flag just went, before the effects ran) must not swallow the press meant for the one below.
  const escapeTarget = useRef<string | undefined>(undefined);
  escapeTarget.current = allowed.filter((name) => !closing.includes(name)).at(-1);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escapeTarget.current) requestClose(escapeTarget.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [requestClose]);

  return (
    <>
      {allowed.map((name, depth) => (
        <ModalTitleIdProvider key={name} value={modalTitleId(name)}>
          <ModalFrame
            name={name}
            definition={registry[name]!}
            depth={depth}
            top={name === top}
            closing={closing.includes(name)}
            value={searchParams.get(name) ?? ''}
            onClose={close}
            onRequestClose={requestClose}
            setCloseGuard={setCloseGuard}
          />
        </ModalTitleIdProvider>
      ))}
    </>
  );
}

type FrameProps = {
  name: string;
  definition: ModalDefinition;
  depth: number;
  /** The modal above all others: the keyboard stays in it. */
  top: boolean;
  closing: boolean;
  value: string;
  onClose: (name: string) => void;
  onRequestClose: (name: string) => void;
  setCloseGuard: (name: string, guard: (() => boolean) | null) => void;
};

function ModalFrame({
  name,
  definition,
  depth,
  top,
  closing,
  value,
  onClose,
  onRequestClose,
  setCloseGuard,
}: FrameProps) {
  const t = useT('modals');
  const Body = definition.component;
  const closeOnOutsideClick = definition.closeOnOutsideClick ?? true;
  const close = useCallback(() => onClose(name), [onClose, name]);
  const requestClose = () => onRequestClose(name);
  const guard = useCallback(
    (check: (() => boolean) | null) => setCloseGuard(name, check),
    [setCloseGuard, name],
  );
  useEffect(() => () => setCloseGuard(name, null), [setCloseGuard, name]);
  // A modal the server rendered hydrates in the page's pass (entry.client loads its code first). In a
  // Suspense boundary it would hydrate after the page's effects and read data the server did not have.
  const [withPage] = useState(() => !isHydrated());
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog);
  useFocusTrap(dialog, top && !closing);
  const body = <Body value={value} close={close} setCloseGuard={guard} />;
  return (
    <div
      className="modal-overlay"
      data-state={closing ? 'closing' : 'open'}
      style={{ zIndex: modalZIndex(depth) }}
      onMouseDown={(event) => {
        if (closeOnOutsideClick && event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        className={`modal modal--${name}${definition.wide ? ' modal--wide' : ''}`}
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={modalTitleId(name)}
        tabIndex={-1}
        data-testid={`modal-${name}`}
      >
        <button type="button" className="modal__close" onClick={requestClose} aria-label={t('close')}>
          <Icon name="close" />
        </button>
        {withPage ? body : <Suspense fallback={<Spinner label={t('opening')} />}>{body}</Suspense>}
      </div>
    </div>
  );
}
