import { Link } from 'react-router-dom';
import { LoadingState, texts } from 'shared-ui';
import { limits } from 'shared-ui/validation';
import '../../shared/stories.css';
import { formatLaunchDate, useNews } from './use-news.ts';

/** Home page widget: the 2 latest news items (exposed as `stories/NewsHighlights`). */
export default function NewsHighlights() {
  const { items, loading } = useNews();
  if (loading) return <LoadingState label={texts.news.loading} />;
  const latest = items.slice(0, limits.homeNewsHighlights);
  if (latest.length === 0) return <p>{texts.news.emptyHome}</p>;
  return (
    <ul className="stories-news-highlights">
      {latest.map((item) => (
        <li key={item.id} className="ui-card">
          <time dateTime={item.launches_on}>{formatLaunchDate(item.launches_on)}</time>
          <h3>{item.name}</h3>
          <p>{item.short_description}</p>
          <Link to="/news">{texts.news.readMore}</Link>
        </li>
      ))}
    </ul>
  );
}
