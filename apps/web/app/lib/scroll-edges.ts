import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether a sideways-scrolling row can still move back or forward (a pixel of slack for rounding). */
export function scrollEdges(element: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  return {
    canBack: element.scrollLeft > 1,
    canForward: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}

/**
 * The edges of a row that its arrows follow: measured at mount, on resize and on every `measure`
 * (the row's onScroll).
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ canBack: false, canForward: false });
  const measure = useCallback(() => {
    if (row.current) setEdges(scrollEdges(row.current));
  }, [row]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { edges, measure };
}

/**
 * A row's onFocus: brings what took the focus fully into the row's view. Browsers leave an element
 * that is partly shown where it is, so a tile reached with Tab could stay mostly hidden at an edge.
 */
export function revealFocused(event: { target: EventTarget }) {
  if (event.target instanceof Element) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
