import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { XIcon } from 'lucide-react';
import { afterPaint } from '../lib/after-paint';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The elements Tab may reach inside `root`, in order. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside `panel`: from the last element Tab goes to
 * the first, from the first (or the panel itself) Shift+Tab to the last.
 */
function trapTab(e: KeyboardEvent, panel: HTMLElement) {
  const items = tabbable(panel);
  if (items.length === 0) {
    e.preventDefault();
    panel.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (e.shiftKey && (outside || active === first || active === panel)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (outside || active === last)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: labelled by its title, closed by Escape, the close button
 * or a click on the backdrop; focus moves into it, Tab cycles inside it,
 * and focus returns to where it was afterwards.
 */
export function Modal({
  title,
  hideTitle = false,
  onClose,
  children,
  className = 'max-w-md',
  role = 'dialog',
  focusAfterPaint = false,
}: {
  title: string;
  /**
   * Move focus in once the dialog has been painted, not in the commit that
   * draws it: for a dialog that opens with a page (not from a click), where
   * focus() would force the style and layout of the whole new page in that
   * commit. Escape and Tab work from the start either way.
   */
  focusAfterPaint?: boolean;
  hideTitle?: boolean;
  onClose(): void;
  children: ReactNode;
  className?: string;
  role?: 'dialog' | 'alertdialog';
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focusLater = useRef(focusAfterPaint); // as it was on opening

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const focus = () => {
      const focusable =
        panel?.querySelector<HTMLElement>('[data-autofocus]') ??
        panel?.querySelector<HTMLElement>('button, [href], input, select, textarea');
      (focusable ?? panel)?.focus();
    };
    const cancelFocus = focusLater.current ? afterPaint(focus) : null;
    if (!cancelFocus) focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
      else if (e.key === 'Tab' && panel) trapTab(e, panel);
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelFocus?.();
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  // No backdrop blur: without a GPU (many phones' low-power mode, headless
  // Chromium) a full-screen blur is re-rasterised on every frame that
  // anything under it animates (the seat map's live dot): about a second
  // a frame measured on the seat page. The dim backdrop says enough.
  return createPortal(
    <div
      className="fixed inset-0 z-[70] flex items-center justify-center bg-black/80 p-4"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative w-full rounded-xl border border-zinc-700 bg-zinc-900 p-6 shadow-2xl outline-none ${className}`}
      >
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-3 right-3 rounded p-1 text-zinc-400 hover:text-white"
        >
          <XIcon aria-hidden="true" className="h-5 w-5" />
        </button>
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pr-8 text-lg font-semibold'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
