import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from 'shared-ui/focus-trap';
import { CloseIcon } from '../../shared/icons.tsx';

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

  // Escape and the close button give focus back to the toggle (the header does); a click outside does not.
  useFocusTrap(panel, { active: true, onEscape: () => close.current(true), restoreFocus: false });

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node;
      if (node.contains(target) || toggle.current?.contains(target)) return;
      close.current(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
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
