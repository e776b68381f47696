import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

// Two shared cores run every file in parallel: give async queries room.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store.
  act(() => toast.remove());
  localStorage.clear();
  setViewportWidth(1280);
});

// jsdom does not implement scrolling; pages scroll to top on mount.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollBy = vi.fn() as unknown as typeof Element.prototype.scrollBy;

