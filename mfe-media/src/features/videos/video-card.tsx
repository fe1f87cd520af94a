import { useEffect, useState } from 'react';
import { PAGES } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { media } from 'shared-ui/texts/media';
import { limits, timings } from 'shared-ui/validation';
import { ShareLink } from '../../shared/share-link.tsx';
import { likeVideo, viewVideo, type FeaturedComment, type FeaturedVideo } from './api.ts';
import { VideoComments } from './video-comments.tsx';
import { VideoPlayer } from './video-player.tsx';

const t = media.videos;

/** The description cut at 90 characters (spec section 9). */
export const preview = (text: string) =>
  text.length > limits.videoPreview ? `${text.slice(0, limits.videoPreview).trimEnd()}…` : text;

interface Props {
  video: FeaturedVideo;
  liked: boolean;
  onLiked: () => void;
}

/** One featured video: player, name, like (once per device), share, views, description and comments. */
export function VideoCard({ video, liked, onLiked }: Props) {
  const [likes, setLikes] = useState(video.total_likes);
  const [views, setViews] = useState(video.views);
  const [comments, setComments] = useState<FeaturedComment[]>(video.comments);
  const [notice, setNotice] = useState<{ tone: 'info' | 'danger'; text: string } | null>(null);
  const [heart, setHeart] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [showComments, setShowComments] = useState(false);

  useEffect(() => {
    if (!heart) return undefined;
    const timer = setTimeout(() => setHeart(false), timings.videoHeartMs);
    return () => clearTimeout(timer);
  }, [heart]);

  const like = async () => {
    if (liked) {
      setNotice({ tone: 'info', text: media.videos.alreadyLiked });
      return;
    }
    setNotice(null);
    try {
      setLikes(await likeVideo(video.video_id));
      onLiked();
      setHeart(true);
    } catch (error) {
      setNotice({
        tone: 'danger',
        text: media.videos.likeError(error instanceof Error ? error.message : ''),
      });
    }
  };

  const played = () => {
    void viewVideo(video.video_id)
      .then((count) => count !== null && setViews(count))
      .catch(() => undefined);
  };

  return (
    <article className="media-video" id={`video-${video.video_id}`}>
      <div className="media-video__screen">
        <VideoPlayer name={video.video_name} url={video.video_url} onPlay={played} />
      </div>
      <h2 className="media-video__name">{video.video_name}</h2>
      <p className="media-muted">{t.views(views)}</p>
      <p className="media-video__description">{preview(video.description)}</p>
      <div className="media-video__actions">
        <Button variant="ghost" size="small" aria-pressed={liked} onClick={() => void like()}>
          <span className={heart ? 'media-heart media-heart--beat' : 'media-heart'} aria-hidden="true">
            {liked ? media.heart : media.heartOutline}
          </span>{' '}
          {t.like} <span className="media-muted">{t.likes(likes)}</span>
        </Button>
        <Button variant="ghost" size="small" aria-expanded={sharing} onClick={() => setSharing(!sharing)}>
          {t.share}
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={showComments}
          onClick={() => setShowComments(!showComments)}
        >
          {showComments ? t.hideComments : t.showComments(comments.length)}
        </Button>
      </div>
      {sharing && <ShareLink path={`${PAGES.videos}#video-${video.video_id}`} label={t.shareLink} />}
      {notice && <MessageBanner tone={notice.tone}>{notice.text}</MessageBanner>}
      {showComments && (
        <VideoComments
          videoId={video.video_id}
          comments={comments}
          onPosted={(comment) => setComments((all) => [comment, ...all])}
        />
      )}
    </article>
  );
}
