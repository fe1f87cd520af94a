import { changedFields, noteEarlyInput, replayChanges } from './kept-input.ts';

/** A server-rendered form: a search box, a select and a box to tick, as the markup left them. */
function renderedForm(): HTMLElement {
  const root = document.createElement('div');
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

afterEach(() => document.body.replaceChildren());

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
  replayChanges([
    { field: q, value: 'kiondo' },
    { field: field<HTMLSelectElement>(root, 'category'), value: 'Crafts' },
    { field: box, checked: true },
  ]);
  expect(q.value).toBe('kiondo');
  expect(box.checked).toBe(true);
  expect(seen).toEqual(['input kiondo', 'change category', 'click mine', 'input on', 'change mine']);
});

test('input and presses before the page is live are done again on it, after hydration reset the fields', () => {
  const root = renderedForm();
  const q = field<HTMLInputElement>(root, 'q');
  q.value = 'kio'; // typed before the scripts ran
  const early = noteEarlyInput(root);
  q.value = 'kiondo'; // typed while the page's code loads
  q.dispatchEvent(new Event('input', { bubbles: true }));
  const button = document.createElement('button');
  button.type = 'submit';
  root.querySelector('form')?.append(button);
  const submitted: string[] = [];
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(q.value);
  });
  button.click(); // pressed before anything listens: nothing happens yet
  expect(submitted).toEqual([]);
  q.value = ''; // hydration sets the field back to what was rendered
  const typed: string[] = [];
  q.addEventListener('input', () => typed.push(q.value));
  early.replay();
  expect(q.value).toBe('kiondo');
  expect(typed).toEqual(['kiondo']);
  expect(submitted).toEqual(['kiondo']);
  // Once live, presses are the page's own again.
  button.click();
  expect(submitted).toEqual(['kiondo', 'kiondo']);
});
