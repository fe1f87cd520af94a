import { useBeforeHydration } from '../../router/before-hydration.tsx';
import { createContext, useContext, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { texts } from 'shared-ui';
import { Button } from '../button/button.tsx';
import { focusableIn, useFocusTrap } from './use-focus-trap.ts';
import './dialog.css';

export { focusableIn, useFocusTrap, type FocusTrapOptions } from './use-focus-trap.ts';

/**
 * Where dialogs open: the page's body, or, for the marketplace inside another site's page, its
 * own shadow root, so the dialog keeps its styles there.
 */
export const DialogContainer = createContext<Element | DocumentFragment | null>(null);

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
  const container = useContext(DialogContainer);

  useFocusTrap(box, {
    active: open,
    onEscape: onClose,
    initialFocus: () =>
      initialFocus?.current ??
      (box.current ? focusableIn(box.current, ['.ui-dialog__body', '.ui-dialog__footer'])[0] : null),
  });

  // A dialog opens over the page, in the document's body: never in the server's markup, nor in
  // the first render that hydrates it (one open at once shows right after).
  const beforeHydration = useBeforeHydration();
  if (!open || beforeHydration) return null;

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
    container ?? document.body,
  );
}
