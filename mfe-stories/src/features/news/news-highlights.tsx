import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { Skeleton } from 'shared-ui/skeleton';
import { limits } from 'shared-ui/validation/limits';
import '../../shared/stories.css';
import { formatDay } from 'shared-ui/dates';
import { useNews } from './use-news.ts';

/** Home page widget: the 2 latest news items (exposed as `stories/NewsHighlights`). */
export default function NewsHighlights() {
  const { items, loading } = useNews();
  if (loading)
    return <Skeleton label={texts.news.loading} count={limits.homeNewsHighlights} variant="text" grid />;
  const latest = items.slice(0, limits.homeNewsHighlights);
  if (latest.length === 0) return <p>{texts.news.emptyHome}</p>;
  return (
    <ul className="stories-news-highlights">
      {latest.map((item) => (
        <li key={item.id} className="ui-card">
          <time dateTime={item.launches_on}>{formatDay(item.launches_on)}</time>
          <h3>{item.name}</h3>
          <p>{item.short_description}</p>
          <Link to={PAGES.news}>{texts.news.readMore}</Link>
        </li>
      ))}
    </ul>
  );
}
