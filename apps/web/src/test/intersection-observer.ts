import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one that reports every observed element in view at once, as on a
 * tall screen, so an infinite list asks for its next page. Returns the elements observed.
 */
export function stubEverythingInView(): Element[] {
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push(target);
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  return observed;
}
