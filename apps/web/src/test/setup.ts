import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';

// A page's first render waits for its lazy route chunk, which takes a while when all files transform at once.
configure({ asyncUtilTimeout: 4000 });

// A test file may run in plain Node (`@vitest-environment node`, e.g. IndexedDB with Node's cloneable Blob).
const dom = typeof window !== 'undefined';

if (dom) {
  // jsdom lacks the layout APIs Mantine asks for; plain stand-ins are enough for behaviour tests.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
}

afterEach(async () => {
  if (!dom) return;
  cleanup();
  // Files share a module graph: an English page must not leave the next file's messages in English.
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
  document.documentElement.lang = 'de';
  document.title = '';
  // Toasts live in a module-wide store; one test's must not show up in the next.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
