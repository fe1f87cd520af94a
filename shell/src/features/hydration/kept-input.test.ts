import { changedFields, keepEarlyInput, pressesToReplay, replayChange } from './kept-input.ts';
import { noteEarlyInput } from './note-early-input.ts';

/** A server-rendered form: a search box, a select and a box to tick, as the markup left them. */
function renderedForm(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-server-rendered', '');
  root.innerHTML = `
    <form>
      <input type="search" name="q" value="">
      <select name="category"><option value="" selected>All</option><option value="Crafts">Crafts</option></select>
      <input type="checkbox" name="mine">
      <input type="text" name="untouched" value="as rendered">
    </form>`;
  document.body.append(root);
  return root;
}

const field = <T extends Element>(root: HTMLElement, name: string) =>
  root.querySelector(`[name="${name}"]`) as T;

afterEach(() => {
  window.earlyInput?.stop();
  delete window.earlyInput;
  document.body.replaceChildren();
});

test('the fields a visitor changed are those that differ from the markup', () => {
  const root = renderedForm();
  expect(changedFields(root)).toEqual([]);
  field<HTMLInputElement>(root, 'q').value = 'kiondo';
  field<HTMLSelectElement>(root, 'category').value = 'Crafts';
  field<HTMLInputElement>(root, 'mine').checked = true;
  expect(
    changedFields(root).map(({ field: changed, ...change }) => [changed.getAttribute('name'), change]),
  ).toEqual([
    ['q', { value: 'kiondo' }],
    ['category', { value: 'Crafts' }],
    ['mine', { checked: true }],
  ]);
});

test('a change made again reaches the page as input: events for values, a click for a tick', () => {
  const root = renderedForm();
  const seen: string[] = [];
  root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
  root.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLSelectElement).name}`));
  root.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLInputElement).name}`));
  const q = field<HTMLInputElement>(root, 'q');
  const box = field<HTMLInputElement>(root, 'mine');
  replayChange({ field: q, value: 'kiondo' });
  replayChange({ field: field<HTMLSelectElement>(root, 'category'), value: 'Crafts' });
  replayChange({ field: box, checked: true });
  expect(q.value).toBe('kiondo');
  expect(box.checked).toBe(true);
  expect(seen).toEqual(['input kiondo', 'change category', 'click mine', 'input on', 'change mine']);
});

test('input and presses before the page is live are done again on it, after hydration reset the fields', async () => {
  noteEarlyInput('root', 'data-server-rendered'); // the document's own script, from its head
  const root = renderedForm();
  const q = field<HTMLInputElement>(root, 'q');
  const box = field<HTMLInputElement>(root, 'mine');
  const button = document.createElement('button');
  button.type = 'submit';
  root.querySelector('form')?.append(button);
  const submitted: string[] = [];
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(q.value);
  });
  box.click(); // ticked before the scripts arrived
  button.click(); // pressed before anything listens: nothing happens yet
  expect(submitted).toEqual([]);
  q.value = 'kio'; // a value the browser put back, with no event
  const kept = keepEarlyInput(root); // the app's script, before it hydrates
  q.value = 'kiondo'; // typed while the page's code loads
  q.dispatchEvent(new Event('input', { bubbles: true }));
  // Hydration sets the fields back to what was rendered; the page is live.
  q.value = '';
  box.checked = false;
  root.removeAttribute('data-server-rendered');
  const typed: string[] = [];
  q.addEventListener('input', () => typed.push(q.value));
  await kept.replay();
  expect(q.value).toBe('kiondo');
  expect(typed).toEqual(['kiondo']);
  expect(box.checked).toBe(true);
  expect(submitted).toEqual(['kiondo']);
  // Once live, presses are the page's own again.
  button.click();
  expect(submitted).toEqual(['kiondo', 'kiondo']);
});

test('nothing is noted in a page that is live, or that the browser renders', () => {
  noteEarlyInput('root', 'data-server-rendered');
  const root = renderedForm();
  root.removeAttribute('data-server-rendered');
  const button = root.appendChild(document.createElement('button'));
  const pressed: string[] = [];
  button.addEventListener('click', (event) => pressed.push(String(event.defaultPrevented)));
  button.click();
  field<HTMLInputElement>(root, 'q').dispatchEvent(new Event('input', { bubbles: true }));
  expect(pressed).toEqual(['false']);
  expect(window.earlyInput?.pressed).toEqual([]);
  expect(window.earlyInput?.changes.size).toBe(0);
});

test('without the notes (a document from before them), what the fields hold is still kept', async () => {
  const root = renderedForm();
  const q = field<HTMLInputElement>(root, 'q');
  q.value = 'kiondo';
  const kept = keepEarlyInput(root);
  q.value = '';
  await kept.replay();
  expect(q.value).toBe('kiondo');
});

test('each button is pressed again once, and each form sent once', () => {
  const root = renderedForm();
  const form = root.querySelector('form') as HTMLFormElement;
  const send = form.appendChild(document.createElement('button'));
  const sendToo = form.appendChild(document.createElement('button'));
  const more = root.appendChild(document.createElement('button'));
  more.type = 'button';
  expect(pressesToReplay([send, more, send, sendToo, more])).toEqual([send, more]);
});
