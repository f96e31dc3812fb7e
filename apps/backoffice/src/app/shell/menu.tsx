import type { StaffMe } from '@casino/contracts';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { isCurrent, isNavGroup, type NavGroup, type NavItem, visibleNav } from './navigation.ts';

/**
 * The back office's menu: pages and groups of pages (a disclosure each: a button with aria-expanded
 * that shows its list), of what the staff member's role may open. One group is open at a time; Escape,
 * a click or focus elsewhere, or choosing a page closes it. The current page is marked (aria-current)
 * and so is its group. A column beside the page from 1024 px (the list opens in place), one row above
 * it below (the list drops down over the page).
 */
export function BackofficeMenu({ me }: { me: StaffMe }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    buttons.current.get(open)?.focus();
    setOpen(null);
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !nav.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const close = () => setOpen(null);

  return (
    <nav ref={nav} className="sidebar" aria-label="Back office" onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className="sidebar__list">
        {visibleNav(me).map((entry) =>
          isNavGroup(entry) ? (
            <MenuGroup
              key={entry.group}
              group={entry}
              current={entry.items.some((item) => isCurrent(item, pathname))}
              open={open === entry.group}
              onToggle={() => setOpen(open === entry.group ? null : entry.group)}
              onChoose={close}
              buttonRef={(button) => {
                if (button) buttons.current.set(entry.group, button);
                else buttons.current.delete(entry.group);
              }}
            />
          ) : (
            <li key={entry.to}>
              <MenuLink item={entry} onChoose={close} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuLink({ item, onChoose }: { item: NavItem; onChoose: () => void }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} className="sidebar__link" onClick={onChoose}>
      {item.label}
    </NavLink>
  );
}

function MenuGroup({
  group,
  current,
  open,
  onToggle,
  onChoose,
  buttonRef,
}: {
  group: NavGroup;
  current: boolean;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const listId = useId();
  return (
    <li className="menu-group" data-menu-group={group.group}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-group__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={onToggle}
      >
        {group.group}
        <span className="menu-group__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-group__list" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <MenuLink item={item} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}
