import { useState } from 'react';
import { stories } from 'shared-ui/texts/stories';
import { limits } from 'shared-ui/validation/limits';

/**
 * The description cut at 300 characters, with Read More / Show Less when it is longer. Without
 * scripts Read More is a link to the whole article (`href`).
 */
export function ArticleText({ text, href }: { text: string; href: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > limits.articlePreview;
  return (
    <p className="stories-text">
      {long && !open ? `${text.slice(0, limits.articlePreview).trimEnd()}…` : text}
      {long && (
        <>
          {' '}
          <button
            type="button"
            className="stories-link-button ui-needs-script"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? stories.articles.showLess : stories.articles.readMore}
          </button>
          <noscript>
            <a href={href}>{stories.articles.readMore}</a>
          </noscript>
        </>
      )}
    </p>
  );
}
