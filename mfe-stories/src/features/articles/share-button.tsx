import { PAGES, pagePath } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';
import { useNotice } from '../../shared/notice.tsx';

/** The address of an article's page, to share. */
export const articleUrl = (id: number) => `${location.origin}${pagePath(PAGES.article, { id })}`;

/**
 * Share: the device's share sheet where the browser has one, else the address is copied
 * ('Article URL copied to clipboard!').
 */
export function ShareButton({ articleId, title }: { articleId: number; title: string }) {
  const show = useNotice((state) => state.show);
  const share = async () => {
    const url = articleUrl(articleId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show(stories.articles.shareCopied);
    } catch {
      show(url, 'info');
    }
  };
  return (
    <button type="button" className="stories-action" onClick={() => void share()}>
      <span aria-hidden="true">↗</span> {stories.card.share}
    </button>
  );
}
