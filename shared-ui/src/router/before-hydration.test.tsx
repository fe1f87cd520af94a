import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { Hydrating, useBeforeHydration } from './before-hydration.tsx';
import type * as BeforeHydration from './before-hydration.tsx';

/**
 * A second copy of the module, as a remote bundles one with the parts of shared-ui it imports by
 * path; React is the page's one, shared.
 */
function anotherCopy(): typeof BeforeHydration {
  let copy: typeof BeforeHydration | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    copy = jest.requireActual<typeof BeforeHydration>('./before-hydration.tsx');
  });
  return copy!;
}

const seen: string[] = [];
function Probe({ read, name }: { read: () => boolean; name: string }) {
  const before = read();
  seen.push(`${name} ${before}`);
  return <span data-before={String(before)}>{name}</span>;
}

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
});

test('inside Hydrating it is true on the server and while hydrating, and every copy of the module reads it', async () => {
  const copy = anotherCopy();
  const page = (
    <Hydrating>
      <Probe name="shell" read={useBeforeHydration} />
      <Probe name="remote" read={copy.useBeforeHydration} />
    </Hydrating>
  );
  const markup = renderToString(page);
  expect(markup).toContain('data-before="true"');
  expect(markup).not.toContain('data-before="false"');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = markup;
  seen.length = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // Hydrated as the server rendered it, then rendered again as the browser would.
  expect(seen.slice(0, 2)).toEqual(['shell true', 'remote true']);
  expect([...container.querySelectorAll('span')].map((span) => span.dataset.before)).toEqual([
    'false',
    'false',
  ]);
});

test('in a render the browser starts itself it is false at once', () => {
  const { container } = render(<Probe name="page" read={useBeforeHydration} />);
  expect(container.querySelector('span')?.dataset.before).toBe('false');
});
