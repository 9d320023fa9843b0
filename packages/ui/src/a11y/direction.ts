// Arrow keys follow the reading direction: in Arabic (dir="rtl") ArrowLeft moves forward, as in Radix UI and
// react-day-picker. The direction is read from the nearest [dir] so a remote needs no prop to get it right.

export function isRtl(el: Element | null): boolean {
  return el?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** +1 for "next in reading order", -1 for "previous", 0 for any other key. */
export function horizontalStep(key: string, el: Element | null): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const forward = key === 'ArrowRight';
  return forward !== isRtl(el) ? 1 : -1;
}
