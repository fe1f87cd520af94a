import { waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyInput } from './kept-input.ts';
import { noteEarlyInput } from './note-early-input.ts';

const MARK = 'data-server-rendered';

/** A form as the pages write them: the field's value in state, the submit reads the state. */
function TicketCheck({ onSend }: { onSend: (number: string) => void }) {
  const [number, setNumber] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(number);
      }}
    >
      <input aria-label="Ticket number" value={number} onChange={(event) => setNumber(event.target.value)} />
      <button type="submit">Check status</button>
    </form>
  );
}

/** What the page does once its content has hydrated: drops the mark and lets the kept input go. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute(MARK);
    onLive();
  }, [onLive]);
  return null;
}

afterEach(() => {
  window.earlyInput?.stop();
  delete window.earlyInput;
  document.body.replaceChildren();
});

test('a number typed and a press made before hydration send the number, once', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  noteEarlyInput('root', MARK); // the document's own script
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(MARK, '');
  const sent: string[] = [];
  const page = (onLive: () => void) => (
    <>
      <TicketCheck onSend={(number) => sent.push(number)} />
      <Live onLive={onLive} />
    </>
  );
  root.innerHTML = renderToString(page(() => undefined));
  document.body.append(root);
  const field = root.querySelector('input') as HTMLInputElement;
  const button = root.querySelector('button') as HTMLButtonElement;

  const kept = keepEarlyInput(root); // the app's script, before it hydrates
  field.value = 'MJK-42'; // typed while the page's code loads
  field.dispatchEvent(new Event('input', { bubbles: true }));
  button.click(); // pressed twice, before anything listens
  button.click();
  expect(sent).toEqual([]);

  // Hydrated as in the browser, outside act(): React schedules its work as it does there.
  const replayed = new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      page(() => void kept.replay().then(resolve)),
    );
  });
  await replayed;
  await waitFor(() => expect(sent).toEqual(['MJK-42']));
  expect(field.value).toBe('MJK-42');
});
