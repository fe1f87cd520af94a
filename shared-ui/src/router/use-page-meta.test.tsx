import { render } from '@testing-library/react';
import { PRODUCT_NAME } from 'shared-ui';
import { usePageMeta, type PageMeta } from './use-page-meta.ts';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

describe('usePageMeta', () => {
  it('sets the title and description while the page is shown and restores them after', () => {
    document.title = 'Home';
    const view = render(<Page title="Kikoi bag" description="A tote bag lined with cotton." />);
    expect(document.title).toBe(`Kikoi bag | ${PRODUCT_NAME}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A tote bag lined with cotton.',
    );
    view.unmount();
    expect(document.title).toBe('Home');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', '');
  });

  it('changes nothing while the title is not known yet', () => {
    document.title = 'Home';
    render(<Page />);
    expect(document.title).toBe('Home');
  });
});
