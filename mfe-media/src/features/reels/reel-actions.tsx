import { useState } from 'react';
import { PAGES, pagePath } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { ReportButton } from 'shared-ui/report';
import { media } from 'shared-ui/texts/media';
import { pageLink } from '../../shared/media-urls.ts';
import { ShareLink } from '../../shared/share-link.tsx';

const t = media.reels;

interface Props {
  reelId: number;
  /** The member who posted it: they see no Report button. */
  ownerId: number;
  liked: boolean;
  likes: number;
  onLike: () => void;
}

/** A reel's like (kept on the device), share (to /share-reel/{reelId}) and report. */
export function ReelActions({ reelId, ownerId, liked, likes, onLike }: Props) {
  const [sharing, setSharing] = useState(false);
  const path = pagePath(PAGES.shareReel, { reelId });

  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ url: pageLink(path) });
        return;
      } catch {
        // Cancelled or refused: show the link instead.
      }
    }
    setSharing(true);
  };

  return (
    <div className="media-reel__actions">
      <Button variant="secondary" size="small" aria-pressed={liked} onClick={onLike}>
        <span aria-hidden="true">{liked ? media.heart : media.heartOutline}</span> {liked ? t.unlike : t.like}{' '}
        <span>{t.likes(likes)}</span>
      </Button>
      <Button variant="secondary" size="small" aria-expanded={sharing} onClick={() => void share()}>
        {t.share}
      </Button>
      <ReportButton subject="reel" subjectId={reelId} ownerId={ownerId} className="media-reel__report" />
      {sharing && <ShareLink path={path} label={t.shareLink} />}
    </div>
  );
}
