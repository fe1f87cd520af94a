import { Link, useSearchParams } from 'react-router-dom';
import { PAGES, pagePath, texts, useCurrentUser } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { formatDay } from 'shared-ui/dates';
import type { Moderation } from 'shared-ui/contracts/entities';
import { account } from 'shared-ui/texts/account';
import { imageUrl, reelPosterUrl, reelVideoUrl, songUrl } from './api.ts';
import { OwnList } from './own-list.tsx';
import { ProcessingMark } from './processing.tsx';
import { RequireSession } from '../../shared/require-session.tsx';

const t = account.lists;
/** A date of the API (ISO 8601) as people read it ('12 Mar 2026'); the text as given when it is not a date. */
const created = (value: string) => formatDay(value, 'short');

/** The status as given, or 'Not Specified' when empty (spec section 3). */
const statusOf = (status: string | null | undefined) => status?.trim() || texts.common.notSpecified;

/** Whose list the page shows: the `userid` query parameter, else the signed-in member. */
function useListOwner(): { userId: number; own: boolean } {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const asked = Number(params.get('userid'));
  const userId = Number.isInteger(asked) && asked > 0 ? asked : (user?.id ?? 0);
  return { userId, own: userId === user?.id };
}

/** Facts of an item as a definition list: label and value pairs. */
function Facts({ facts }: { facts: readonly (readonly [string, string | number])[] }) {
  return (
    <dl className="account-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Where an item stands with the moderators, in words (not colour alone): hidden by members'
 * reports until a moderator looks, or removed by one. Only its owner and administrators see
 * such an item in the list.
 */
function ModerationMark({ moderation }: { moderation: Moderation }) {
  if (moderation === 'review')
    return (
      <p className="account-mark account-mark--review">
        <strong>{t.underReview}</strong> <span>{t.underReviewHint}</span>
      </p>
    );
  if (moderation === 'removed')
    return (
      <p className="account-mark account-mark--removed">
        <strong>{t.removed}</strong>
      </p>
    );
  return null;
}

/** /user/articles: id, article_name, created_at, status, likes_count (spec). */
export function MyArticlesPage() {
  const owner = useListOwner();
  return (
    <OwnList
      kind="articles"
      {...owner}
      heading={t.articles}
      loadingLabel={t.loadingArticles}
      emptyText={t.emptyArticles}
      failedText={account.posts.failed}
      noneText={account.posts.none}
      confirmText={t.confirmArticle}
      deleteFailedText={t.articleFailed}
      nameOf={(article) => article.article_name}
      renderItem={(article, actions) => (
        <Card
          title={<Link to={pagePath(PAGES.article, { id: article.id })}>{article.article_name}</Link>}
          actions={actions}
        >
          <ModerationMark moderation={article.moderation} />
          {article.status === 'rejected' && (
            <p className="account-mark account-mark--removed">{t.notPublished(article.status_reason)}</p>
          )}
          <Facts
            facts={[
              [t.articleId, article.id],
              [t.status, statusOf(article.status)],
              [t.likes, article.likes_count],
              [t.created, created(article.created_at)],
            ]}
          />
        </Card>
      )}
    />
  );
}

/**
 * /user/reels: description, status or 'Not Specified', likes, date, Delete (spec); a reel in the
 * making says so with its progress, one that failed says why, and the video shows once it is
 * ready (a failed one's original, a phone's QuickTime file, may play in no browser here).
 */
export function MyReelsPage() {
  const owner = useListOwner();
  return (
    <OwnList
      kind="reels"
      {...owner}
      heading={texts.reels.heading}
      loadingLabel={texts.reels.loading}
      emptyText={texts.reels.empty}
      failedText={texts.reels.failed}
      noneText={texts.reels.none}
      confirmText={account.remove.confirm('reel')}
      deleteFailedText={account.remove.reelFailed}
      nameOf={(reel) => reel.description}
      renderItem={(reel, actions) => (
        <Card
          title={reel.description}
          media={
            reel.video &&
            reel.processing.state === 'ready' && (
              <video
                src={reelVideoUrl(reel)}
                poster={reelPosterUrl(reel)}
                preload="metadata"
                controls
                aria-label={t.videoOf(reel.description)}
              />
            )
          }
          actions={actions}
        >
          <ProcessingMark item={reel} />
          <ModerationMark moderation={reel.moderation} />
          <Facts
            facts={[
              [t.status, statusOf(reel.status)],
              [t.likes, reel.likes_count],
              [t.created, created(reel.created_at)],
            ]}
          />
        </Card>
      )}
    />
  );
}

/**
 * /user/music: title, artist, category, description, likes, date, cover, 'Listen Now', Delete
 * (spec); a song in the making says so with its progress.
 */
export function MyMusicPage() {
  const owner = useListOwner();
  return (
    <OwnList
      kind="music"
      {...owner}
      heading={t.music}
      loadingLabel={t.loadingMusic}
      emptyText={texts.music.empty}
      failedText={texts.music.failed}
      noneText={texts.music.none}
      confirmText={account.remove.confirm('music')}
      deleteFailedText={account.remove.musicFailed}
      nameOf={(song) => song.song_title}
      renderItem={(song, actions) => (
        <Card
          title={song.song_title}
          media={
            song.song_image_url && (
              <img src={imageUrl(song.song_image_url)} alt={t.coverOf(song.song_title)} loading="lazy" />
            )
          }
          actions={
            <>
              <a href={songUrl(song.song_url)} target="_blank" rel="noreferrer">
                {texts.music.listenNow}
              </a>
              {actions}
            </>
          }
        >
          <ProcessingMark item={song} />
          <ModerationMark moderation={song.moderation} />
          <p>{song.small_description}</p>
          <Facts
            facts={[
              [t.artist, song.song_artist],
              [t.category, song.category],
              [t.likes, song.likes_count],
              [t.created, created(song.created_on)],
            ]}
          />
        </Card>
      )}
    />
  );
}

/** /user/myyoutube: description as title, the video link or 'No URL', likes, date, Delete (spec). */
export function MyYoutubePage() {
  const owner = useListOwner();
  return (
    <OwnList
      kind="youtube"
      {...owner}
      heading={t.youtube}
      loadingLabel={t.loadingYoutube}
      emptyText={texts.youtube.empty}
      failedText={texts.youtube.failed}
      noneText={texts.youtube.none}
      confirmText={account.remove.confirm('video')}
      deleteFailedText={account.remove.videoFailed}
      nameOf={(video) => video.description}
      renderItem={(video, actions) => (
        <Card title={video.description} actions={actions}>
          <p className="account-own__link">
            {video.video_url ? (
              <a href={video.video_url} target="_blank" rel="noreferrer">
                {video.video_url}
              </a>
            ) : (
              texts.youtube.noUrl
            )}
          </p>
          <Facts
            facts={[
              [t.likes, video.likes_count],
              [t.created, created(video.date_created)],
            ]}
          />
        </Card>
      )}
    />
  );
}

/** The four lists, for members only. */
export const MyArticlesRoute = () => (
  <RequireSession>
    <MyArticlesPage />
  </RequireSession>
);
export const MyReelsRoute = () => (
  <RequireSession>
    <MyReelsPage />
  </RequireSession>
);
export const MyMusicRoute = () => (
  <RequireSession>
    <MyMusicPage />
  </RequireSession>
);
export const MyYoutubeRoute = () => (
  <RequireSession>
    <MyYoutubePage />
  </RequireSession>
);
