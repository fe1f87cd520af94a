import { Link, useParams } from 'react-router-dom';
import { LoadingState, PAGES, useLowData } from 'shared-ui';
import { buttonClass } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { media } from 'shared-ui/texts/media';
import { report } from 'shared-ui/texts/report';
import { LIKED_KEYS } from '../../shared/device-likes.ts';
import { reelLowSource, reelNormalSource, reelPoster } from '../../shared/media-copies.ts';
import { isRemoved } from '../../shared/removed.ts';
import { useItem } from '../../shared/use-item.ts';
import { usePageMeta } from 'shared-ui/page-meta';
import { useToggleLikes } from '../../shared/use-toggle-likes.ts';
import { documentReel, getReel, likeReel } from '../reels/api.ts';
import { ReelActions } from '../reels/reel-actions.tsx';
import '../reels/reels.css';

const t = media.sharedReel;

/**
 * A shared reel (/share-reel/{reelId}): the one reel, its description and a way into the feed; one
 * the moderators removed says so.
 */
export function ShareReelPage() {
  const { reelId = '' } = useParams();
  const found = useItem(reelId, getReel, documentReel);
  const removed = found && isRemoved(found) ? (found.message ?? report.removed) : null;
  const reel = found && isRemoved(found) ? null : found;
  const likes = useToggleLikes(LIKED_KEYS.reels, likeReel);
  // Low-data mode: not a byte of the video before the visitor presses play, then its small copy.
  const lowData = useLowData();

  usePageMeta({ title: reel ? t.title : undefined, description: reel?.description });
  const more = (
    <Link className={buttonClass('secondary')} to={PAGES.reels}>
      {t.more}
    </Link>
  );

  return (
    <section className="ui-page media-reels-page">
      <h1>{t.title}</h1>
      {reel === undefined && <LoadingState label={t.loading} />}
      {reel === null && <EmptyState message={removed ?? t.notFound} action={more} />}
      {reel && (
        <div className="media-reels">
          <div className="media-reels__feed">
            <div className="media-reel">
              <video
                className="media-reel__video"
                src={lowData ? reelLowSource(reel) : reelNormalSource(reel)}
                poster={reelPoster(reel)}
                controls
                playsInline
                preload={lowData ? 'none' : 'metadata'}
                aria-label={reel.description}
              />
            </div>
          </div>
          <p className="media-reel__shared-description">{reel.description}</p>
          <p className="media-muted">{media.reels.by(reel.user_name)}</p>
          <ReelActions
            reelId={reel.id}
            ownerId={reel.user_id}
            liked={likes.isLiked(reel.id)}
            likes={likes.countOf(reel)}
            onLike={() => void likes.toggle(reel)}
          />
          {more}
        </div>
      )}
    </section>
  );
}
