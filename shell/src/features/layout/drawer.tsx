import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../../shared/icons.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  id: string;
  title: string;
  closeLabel: string;
  /** The button that opened the drawer: clicks on it are not "outside". */
  toggle: RefObject<HTMLButtonElement | null>;
  /** `restoreFocus` is true when focus should go back to the toggle (Escape, Close). */
  onClose: (restoreFocus: boolean) => void;
  children: ReactNode;
}

/**
 * A side drawer over the page: focus moves into it and stays there while it is
 * open; Escape, the close button or a click outside close it.
 */
export function Drawer({ id, title, closeLabel, toggle, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const focusables = () => [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
    focusables()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current(true);
      } else if (event.key === 'Tab') {
        const items = focusables();
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Node;
      if (node.contains(target) || toggle.current?.contains(target)) return;
      close.current(false);
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [toggle]);

  return (
    <div className="shell-drawer">
      <div className="shell-drawer__backdrop" aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className="shell-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="shell-drawer__head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="shell-icon-button"
            aria-label={closeLabel}
            onClick={() => close.current(true)}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
