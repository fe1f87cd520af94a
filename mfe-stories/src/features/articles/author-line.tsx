import { Link } from 'react-router-dom';
import { PAGES, pagePath } from 'shared-ui';
import { Avatar } from 'shared-ui/avatar';
import { stories } from 'shared-ui/texts/stories';
import { formatDay, useDateZone } from 'shared-ui/dates';
import { FollowButton } from '../follows/follow-button.tsx';
import { profileImage, type StoryArticle } from './api.ts';

/** Who wrote the article and when: the avatar and name link to the author's page; Follow beside them. */
export function AuthorLine({ article }: { article: StoryArticle }) {
  const zone = useDateZone();
  return (
    <div className="stories-author">
      <Link
        to={pagePath(PAGES.author, { userId: article.user_id })}
        className="stories-author__avatar"
        aria-label={stories.card.authorPage(article.user_name)}
      >
        <Avatar name={article.user_name} src={profileImage(article.profile_image)} size="small" decorative />
      </Link>
      <div className="stories-author__who">
        <Link to={pagePath(PAGES.author, { userId: article.user_id })}>{article.user_name}</Link>
        <time dateTime={article.created_at}>{formatDay(article.created_at, 'long', zone)}</time>
      </div>
      <FollowButton authorId={article.user_id} authorName={article.user_name} />
    </div>
  );
}
