import { useEffect, useRef, useState } from 'react';
import { PAGES, texts, type NewsItem } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { Skeleton } from 'shared-ui/skeleton';
import { timings } from 'shared-ui/validation/limits';
import { formatDay } from 'shared-ui/dates';
import { NewsMedia } from './news-media.tsx';
import { useNews } from './use-news.ts';

function LearnMore({ item }: { item: NewsItem }) {
  return item.link ? (
    <a href={item.link} target="_blank" rel="noreferrer">
      {texts.news.learnMore}
    </a>
  ) : null;
}

function NewsEntry({ item, open, onToggle }: { item: NewsItem; open: boolean; onToggle: () => void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await navigator.clipboard?.writeText(item.link ?? `${location.origin}${PAGES.news}#news-${item.id}`);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), timings.newsCopiedMs);
  };

  const panelId = `news-panel-${item.id}`;
  return (
    <li id={`news-${item.id}`} className="ui-card stories-news-item">
      <time dateTime={item.launches_on}>{formatDay(item.launches_on)}</time>
      <h2>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {item.name}
        </button>
      </h2>
      <p>{item.short_description}</p>
      {open ? (
        <div id={panelId} className="stories-news-item__full">
          <p>{item.full_description}</p>
          <NewsMedia item={item} />
          <LearnMore item={item} />
        </div>
      ) : (
        // Without scripts nothing opens: the text the server has shows at once (not its media).
        <noscript>
          <div className="stories-news-item__full">
            <p>{item.full_description}</p>
            <LearnMore item={item} />
          </div>
        </noscript>
      )}
      <Button variant="ghost" className="ui-needs-script" onClick={() => void copy()}>
        {texts.news.copyLink}
      </Button>
      {copied && <span role="status"> {texts.common.copied}</span>}
    </li>
  );
}

/** News and announcements: every item; one expanded at a time. */
export function NewsPage() {
  const { items, loading } = useNews();
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <section className="ui-page">
      <h1>{texts.news.title}</h1>
      {loading ? (
        <Skeleton label={texts.news.loading} count={4} />
      ) : items.length === 0 ? (
        <p>{texts.news.emptyPage}</p>
      ) : (
        <ul className="stories-news-list">
          {items.map((item) => (
            <NewsEntry
              key={item.id}
              item={item}
              open={openId === item.id}
              onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
