import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { texts } from '../../texts/index.ts';
import { Button } from '../button/button.tsx';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it; the page sets `open` false. */
  onClose: () => void;
  /** The heading, which also names the dialog. */
  title: string;
  /** Hides the heading visually (an enlarged image); it still names the dialog. */
  hideTitle?: boolean;
  /** Buttons at the bottom (ConfirmDialog puts its two here). */
  footer?: ReactNode;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** 'wide' for media (an enlarged image, a song's detail). */
  size?: 'normal' | 'wide';
  /** The element to focus first (default: the first focusable element after the heading). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it and stays there (Tab wraps), Escape closes it, and focus
 * returns to what opened it. Used for the login prompt, confirmations and enlarged media.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  footer,
  role = 'dialog',
  size = 'normal',
  initialFocus,
  children,
}: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const inside = ['.ui-dialog__body', '.ui-dialog__footer']
      .flatMap((part) => FOCUSABLE.split(', ').map((selector) => `${part} ${selector}`))
      .join(', ');
    const first = initialFocus?.current ?? box.current?.querySelector<HTMLElement>(inside);
    (first ?? box.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="ui-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`ui-dialog ui-dialog--${size}`}
        onKeyDown={onKeyDown}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
            {title}
          </h2>
          <Button variant="ghost" size="small" className="ui-dialog__close" onClick={onClose}>
            {texts.common.close}
          </Button>
        </div>
        <div className="ui-dialog__body">{children}</div>
        {footer && <div className="ui-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
