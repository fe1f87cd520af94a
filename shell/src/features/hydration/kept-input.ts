/**
 * What a visitor types, chooses, ticks or presses in a page the server rendered, before the
 * page's code has hydrated it, is kept. React hydrates a form field to the value it rendered, not
 * to what the field holds by then, and a press on a button before React listens does nothing; so
 * they are noted from the start and done again, as the visitor's own input, once the page is
 * live: the page then acts on them as if they came after.
 */

import type { Change } from './note-early-input.ts';

type Field = Change['field'];

const TICKED = new Set(['checkbox', 'radio']);

/** The fields under `root` whose value or tick differs from what the server rendered. */
export function changedFields(root: ParentNode): Change[] {
  const changes: Change[] = [];
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    if (field instanceof HTMLInputElement && TICKED.has(field.type)) {
      if (field.checked !== field.defaultChecked) changes.push({ field, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) changes.push({ field, value: field.value });
    } else if (field.value !== field.defaultValue) {
      changes.push({ field, value: field.value });
    }
  }
  return changes;
}

/**
 * Sets a field's value as typing does. Whether hydration set the field back or left what the
 * visitor typed in it, the page's state holds what it rendered: the value is first set to
 * another one as the page itself would (the element's own setter, which React watches), then to
 * the visitor's through the prototype's (as typing does), so the event reads as a change.
 */
function setValue(field: Field, value: string) {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Ticks or unticks a box as a tap does, seen as a change whatever hydration left in it (as above). */
function setChecked(field: HTMLInputElement, checked: boolean) {
  field.checked = !checked;
  field.click();
}

/** Makes one change again on the live page (a field no longer in it, or disabled, is left). */
export function replayChange({ field, value, checked }: Change): void {
  if (!field.isConnected || field.disabled) return;
  if (checked !== undefined) {
    if (field instanceof HTMLInputElement) setChecked(field, checked);
  } else if (value !== undefined) {
    setValue(field, value);
  }
}

/**
 * The presses to do again, in order: each button once, and each form sent once however many of
 * its submit buttons were pressed (a visitor who pressed Send twice while the page loaded wants
 * one message sent, not two).
 */
export function pressesToReplay(pressed: readonly HTMLButtonElement[]): HTMLButtonElement[] {
  const done = new Set<Element>();
  return pressed.filter((button) => {
    const what = button.type === 'submit' && button.form ? button.form : button;
    if (done.has(what)) return false;
    done.add(what);
    return true;
  });
}

/**
 * Waits until the page has done what the last change or press asked of it. A page renders what it
 * heard from an event later, in tasks of its own (React: at the end of the effect or task the event
 * came in, and a change of address as a transition, in slices): a press right after a change, in
 * the same task, would be handled with the state from before the change, and a second change
 * would be made on the address from before the first. The browser is idle once that is done;
 * where it cannot say so, a short pause stands in.
 */
const settled = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });

/** What the visitor did before the page was hydrated, to be done again once it is live. */
export interface EarlyInput {
  /** Does it all again on the live page, one change or press at a time, as the visitor did. */
  replay: () => Promise<void>;
}

/**
 * What the visitor has done in the page under `root` before the page's code hydrates it: the
 * fields that differ from the markup now (such as a browser restoring a form), then what the
 * document's own script has noted (note-early-input.ts), which it goes on noting until the page
 * is live. Called before hydration, which sets the fields back to what was rendered.
 */
export function keepEarlyInput(root: HTMLElement): EarlyInput {
  const changes = new Map(changedFields(root).map((change) => [change.field, change]));
  return {
    async replay() {
      const notes = window.earlyInput;
      notes?.stop();
      for (const [field, change] of notes?.changes ?? []) changes.set(field, change);
      for (const change of changes.values()) {
        replayChange(change);
        await settled();
      }
      for (const button of pressesToReplay(notes?.pressed ?? [])) {
        if (button.isConnected && !button.disabled) button.click();
        await settled();
      }
    },
  };
}
