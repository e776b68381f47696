import '@testing-library/jest-dom/vitest';
import { MockLink } from '@apollo/client/testing';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

// Two shared cores run every file in parallel: findBy/waitFor poll for a
// real signal, and this is only the deadline after which they give up.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store.
  act(() => toast.remove());
  localStorage.clear();
  sessionStorage.clear();
  setViewportWidth(1280);
});

// jsdom does not implement scrolling; pages scroll to top on mount.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollBy = vi.fn() as unknown as typeof Element.prototype.scrollBy;


// MockLink answers after a random 20-50 ms by default: tests would race it.
// Answers come on the next macrotask instead; a test that needs a request in
// flight holds it explicitly (createLiveTestLink().hold).
MockLink.defaultOptions = { delay: 0 };
