import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keyboard use of a radio group (WAI-ARIA radio group pattern): one tab stop, the checked radio (or
 * the first); arrow keys move to and choose the next or previous one, wrapping; Home and End the
 * first and last. `choose(index)` selects; the focus follows.
 */
export function radioKeys(count: number, checked: number, choose: (index: number) => void) {
  const current = checked >= 0 ? checked : 0;
  return (index: number) => ({
    tabIndex: index === current ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = STEP[event.key];
      let next: number | null = null;
      if (step !== undefined) next = (index + step + count) % count;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = count - 1;
      if (next === null) return;
      event.preventDefault();
      choose(next);
      const radios = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="radio"]');
      radios?.[next]?.focus();
    },
  });
}
