import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard contract: the focus moves into `panel`, Tab and Shift+Tab stay inside it,
 * Escape calls `onEscape` (when given), and on close the focus returns where it was.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  useEffect(() => {
    const element = panel.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to where the guest was, if it is still there.
      if (before?.isConnected) before.focus();
    };
  }, [panel, onEscape]);
}
