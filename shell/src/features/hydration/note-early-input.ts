/**
 * Notes what a visitor does in a page the server rendered before the app's scripts have arrived:
 * the fields they type in, choose or tick, and the buttons they press (a press does nothing yet:
 * its default, such as sending a form, is held back). It is inlined in each document's head
 * (shell/build/startup-hints.ts), so it listens from the first paint, however long the scripts
 * take; the app does it all again once the page is live (kept-input.ts). Links are left alone: a
 * tap on one opens it, with or without the page's code.
 *
 * It runs in the page as its source text: it must not refer to anything outside itself.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A change the visitor made to one field: its value, or whether it is ticked. */
export interface Change {
  field: Field;
  value?: string;
  checked?: boolean;
}

/** What the visitor did in the page, for the app to do again. */
export interface EarlyInputNotes {
  /** Each field's last change, by field. */
  changes: Map<Field, Change>;
  /** The buttons pressed, in order. */
  pressed: HTMLButtonElement[];
  /** Stops noting. */
  stop: () => void;
}

declare global {
  interface Window {
    earlyInput?: EarlyInputNotes;
  }
}

/**
 * Notes, from now on and in `window.earlyInput`, what the visitor does inside the element with
 * id `rootId` while it carries the attribute `mark` (the page is rendered but not yet live).
 */
export function noteEarlyInput(rootId: string, mark: string): void {
  const changes = new Map<Field, Change>();
  const pressed: HTMLButtonElement[] = [];
  /** Whether `target` is in a page that is rendered and not yet live. */
  const waiting = (target: Element) => {
    const root = document.getElementById(rootId);
    return root !== null && root.hasAttribute(mark) && root.contains(target);
  };
  const noteField = (event: Event) => {
    const field = event.target;
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      ) ||
      !waiting(field)
    )
      return;
    const ticked = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    changes.set(field, ticked ? { field, checked: field.checked } : { field, value: field.value });
  };
  const notePress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !waiting(button)) return;
    event.preventDefault();
    pressed.push(button);
  };
  document.addEventListener('input', noteField, true);
  document.addEventListener('change', noteField, true);
  document.addEventListener('click', notePress, true);
  window.earlyInput = {
    changes,
    pressed,
    stop() {
      document.removeEventListener('input', noteField, true);
      document.removeEventListener('change', noteField, true);
      document.removeEventListener('click', notePress, true);
    },
  };
}
