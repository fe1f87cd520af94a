/**
 * What a visitor types, chooses, ticks or presses in a page the server rendered, before the
 * page's code has hydrated it, is kept. React hydrates a form field to the value it rendered, not
 * to what the field holds by then, and a press on a button before React listens does nothing; so
 * they are noted from the start and done again, as the visitor's own input, once the page is
 * live: the page then acts on them as if they came after.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A change the visitor made to one field: its value, or whether it is ticked. */
interface Change {
  field: Field;
  value?: string;
  checked?: boolean;
}

const TICKED = new Set(['checkbox', 'radio']);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const changeOf = (field: Field): Change =>
  field instanceof HTMLInputElement && TICKED.has(field.type)
    ? { field, checked: field.checked }
    : { field, value: field.value };

/** The fields under `root` whose value or tick differs from what the server rendered. */
export function changedFields(root: ParentNode): Change[] {
  const changes: Change[] = [];
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    if (field instanceof HTMLInputElement && TICKED.has(field.type)) {
      if (field.checked !== field.defaultChecked) changes.push(changeOf(field));
    } else if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) changes.push(changeOf(field));
    } else if (field.value !== field.defaultValue) {
      changes.push(changeOf(field));
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

/** Makes the changes again on the live page (a field no longer in it, or disabled, is left). */
export function replayChanges(changes: readonly Change[]): void {
  for (const { field, value, checked } of changes) {
    if (!field.isConnected || field.disabled) continue;
    if (checked !== undefined) {
      if (field instanceof HTMLInputElement) setChecked(field, checked);
    } else if (value !== undefined) {
      setValue(field, value);
    }
  }
}

/** What the visitor did before the page was hydrated, to be done again once it is live. */
export interface EarlyInput {
  /** Stops noting and does it all again on the live page. */
  replay: () => void;
}

/**
 * Notes, from now on, what the visitor types, chooses or ticks in the page under `root`, and the
 * buttons they press (a press does nothing yet: its default, such as sending a form, is held
 * back), until `replay` does it all again on the live page. The fields changed before this was
 * called (the scripts were still loading) are noted too. Links are left alone: a tap on one opens
 * it, with or without the page's code.
 */
export function noteEarlyInput(root: HTMLElement): EarlyInput {
  const changes = new Map(changedFields(root).map((change) => [change.field, change]));
  const pressed: HTMLButtonElement[] = [];
  const noteField = (event: Event) => {
    if (isField(event.target) && root.contains(event.target))
      changes.set(event.target, changeOf(event.target));
  };
  const notePress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    pressed.push(button);
  };
  const fieldEvents = ['input', 'change'] as const;
  for (const type of fieldEvents) document.addEventListener(type, noteField, true);
  document.addEventListener('click', notePress, true);
  return {
    replay() {
      for (const type of fieldEvents) document.removeEventListener(type, noteField, true);
      document.removeEventListener('click', notePress, true);
      replayChanges([...changes.values()]);
      for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
    },
  };
}
