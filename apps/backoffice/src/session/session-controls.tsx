import { createContext, type ReactNode, useContext } from 'react';
import type { SessionActivity } from './session-activity.ts';
import type { SignInReason } from './sign-in-path.ts';

export type SessionControls = {
  activity: SessionActivity;
  /** Leaves the signed-in pages for the sign-in page, remembering where the staff member was. */
  endSession: (reason?: SignInReason) => void;
};

const SessionControlsContext = createContext<SessionControls | null>(null);

export function SessionControlsProvider({
  value,
  children,
}: {
  value: SessionControls;
  children: ReactNode;
}) {
  return <SessionControlsContext value={value}>{children}</SessionControlsContext>;
}

export function useSessionControls(): SessionControls {
  const controls = useContext(SessionControlsContext);
  if (!controls) throw new Error('useSessionControls needs a <SessionControlsProvider>.');
  return controls;
}
