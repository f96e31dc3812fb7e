/** Whether a sideways-scrolling row can still move back or forward (a pixel of slack for rounding). */
export function scrollEdges(element: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  return {
    canBack: element.scrollLeft > 1,
    canForward: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}
