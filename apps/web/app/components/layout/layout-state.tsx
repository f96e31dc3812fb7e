import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

const COMPACT_KEY = 'drawer-compact';

/** The ids of the buttons that open each panel: Escape closes the panel and gives them the focus back. */
export const PANEL_TOGGLE_IDS = {
  userNav: 'user-nav-toggle',
  drawer: 'drawer-toggle',
  currencyNav: 'currency-nav-toggle',
} as const;

type LayoutState = {
  userNavOpen: boolean;
  drawerOpen: boolean;
  currencyNavOpen: boolean;
  drawerCompact: boolean;
  setUserNavOpen: (open: boolean) => void;
  setDrawerOpen: (open: boolean) => void;
  setCurrencyNavOpen: (open: boolean) => void;
  toggleDrawerCompact: () => void;
  closeAll: () => void;
};

const LayoutStateContext = createContext<LayoutState | null>(null);

/** Which layout panels are open; the drawer's compact mode is remembered in local storage. */
export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const [userNavOpen, setUserNavOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [currencyNavOpen, setCurrencyNavOpen] = useState(false);
  const [drawerCompact, setDrawerCompact] = useState(false);

  useEffect(() => setDrawerCompact(window.localStorage.getItem(COMPACT_KEY) === '1'), []);
  useScrollLock(userNavOpen || drawerOpen);
  const openPanel = userNavOpen ? 'userNav' : drawerOpen ? 'drawer' : currencyNavOpen ? 'currencyNav' : null;
  useEffect(() => {
    if (!openPanel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setUserNavOpen(false);
      setDrawerOpen(false);
      setCurrencyNavOpen(false);
      document.getElementById(PANEL_TOGGLE_IDS[openPanel])?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPanel]);

  const value = useMemo<LayoutState>(
    () => ({
      userNavOpen,
      drawerOpen,
      currencyNavOpen,
      drawerCompact,
      setUserNavOpen,
      setDrawerOpen,
      setCurrencyNavOpen,
      toggleDrawerCompact: () =>
        setDrawerCompact((compact) => {
          window.localStorage.setItem(COMPACT_KEY, compact ? '0' : '1');
          return !compact;
        }),
      closeAll: () => {
        setUserNavOpen(false);
        setDrawerOpen(false);
        setCurrencyNavOpen(false);
      },
    }),
    [userNavOpen, drawerOpen, currencyNavOpen, drawerCompact],
  );
  return <LayoutStateContext.Provider value={value}>{children}</LayoutStateContext.Provider>;
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutStateContext);
  if (!state) throw new Error('useLayoutState needs LayoutStateProvider');
  return state;
}

/** Page scrolling stops while a full-screen panel is open (spec section 4). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', locked);
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [locked]);
}
