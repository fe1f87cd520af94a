import { render } from '@testing-library/react';
import { PAGE_LIVE_EVENT, PageHydrated, SERVER_RENDERED_ATTRIBUTE } from './page-hydrated.tsx';

test('a server-rendered page is marked live once its content has mounted, and says so once', () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  document.body.append(root);
  const heard: string[] = [];
  root.addEventListener(PAGE_LIVE_EVENT, (event) => heard.push(event.type));
  render(<PageHydrated />);
  expect(root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
  render(<PageHydrated />); // the next page's
  expect(heard).toEqual([PAGE_LIVE_EVENT]);
  root.remove();
});
