import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'audio[controls]',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
];

/** What can take focus inside `container`, in document order; `within` narrows it to some parts. */
export function focusableIn(container: HTMLElement, within: readonly string[] = ['']): HTMLElement[] {
  const selector = within.flatMap((part) => FOCUSABLE.map((one) => `${part} ${one}`.trim())).join(', ');
  return Array.from(container.querySelectorAll<HTMLElement>(selector));
}

export interface FocusTrapOptions {
  /** The trap holds while true. */
  active: boolean;
  /** Escape pressed inside the page while the trap holds. */
  onEscape: () => void;
  /** What to focus first (default: the first focusable element, else the container). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Give focus back to what had it before, when the trap ends (default true). */
  restoreFocus?: boolean;
}

/**
 * Keeps keyboard focus inside a modal part of the page (a dialog, a drawer): focus moves in,
 * Tab and Shift+Tab wrap around, Escape asks to close, the page behind does not scroll, and
 * focus goes back to the opener at the end.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocus, restoreFocus = true }: FocusTrapOptions,
) {
  const escape = useEffectEvent(onEscape);
  const first = useEffectEvent(() => initialFocus?.());
  const restore = useEffectEvent(() => restoreFocus);

  useEffect(() => {
    const node = container.current;
    if (!active || !node) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    (first() ?? focusableIn(node)[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(node);
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      const at = document.activeElement;
      if (event.shiftKey && (at === head || at === node)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && at === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      if (restore()) opener?.focus?.();
    };
  }, [active, container]);
}
