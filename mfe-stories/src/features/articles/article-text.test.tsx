import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { stories } from 'shared-ui/texts/stories';
import { limits } from 'shared-ui/validation/limits';
import { ArticleText } from './article-text.tsx';

const long = 'Kaya '.repeat(limits.articlePreview / 4);

test('a long description is cut, and Read More shows the rest', () => {
  render(<ArticleText text={long} href="/article/3" />);
  expect(screen.getByText(/…$/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: stories.articles.readMore }));
  expect(screen.getByRole('button', { name: stories.articles.showLess })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(screen.queryByText(/…$/)).not.toBeInTheDocument();
});

test('without scripts, Read More is a link to the whole article', () => {
  const html = renderToStaticMarkup(<ArticleText text={long} href="/article/3" />);
  expect(html).toContain(`<noscript><a href="/article/3">${stories.articles.readMore}</a></noscript>`);
  expect(renderToStaticMarkup(<ArticleText text="Short." href="/article/3" />)).not.toContain('noscript');
});
