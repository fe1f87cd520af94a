import { useRef, useState, type KeyboardEvent } from 'react';
import { texts, useLowData } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { MessageBanner } from 'shared-ui/message-banner';
import { Skeleton } from 'shared-ui/skeleton';
import { media } from 'shared-ui/texts/media';
import { LIKED_KEYS } from '../../shared/device-likes.ts';
import { useToggleLikes } from '../../shared/use-toggle-likes.ts';
import { likeReel } from './api.ts';
import { ReelActions } from './reel-actions.tsx';
import { ReelVideo } from './reel-video.tsx';
import { soundOn, useOneSound } from './use-one-sound.ts';
import { useReels } from './use-reels.ts';
import './reels.css';

const t = media.reels;
const NEXT_KEYS = ['ArrowDown', 'PageDown', 'j'];
const PREVIOUS_KEYS = ['ArrowUp', 'PageUp', 'k'];

/**
 * Reels (/reels): a vertical feed, one reel a screen, swiped by touch, wheel or keyboard. The
 * visible reel plays muted until tapped; the next has only its first bytes loaded. One sound at a
 * time: a reel heard pauses the mini player's song, and a song that starts pauses the reel.
 */
export function ReelsPage() {
  const feed = useReels();
  const likes = useToggleLikes(LIKED_KEYS.reels, likeReel);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  // Low-data mode: no reel plays, nor loads a byte, until the visitor presses play.
  const autoplay = !useLowData();
  const list = useRef<HTMLOListElement>(null);
  const count = feed.reels?.length ?? 0;
  useOneSound(list);

  // The reel last made current, known at once: several scroll events can come before the page
  // renders again, and this render's `active` would then hide the last of them (the reel the
  // feed comes to rest on) whenever it is the reel this render shows as current.
  const shown = useRef(0);
  const show = (index: number) => {
    if (index === shown.current) return;
    shown.current = index;
    setActive(index);
    if (index >= count - 2) feed.more();
  };

  const go = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    list.current?.children[target]?.scrollIntoView?.({ block: 'start' });
    show(target);
  };

  const onScroll = () => {
    const element = list.current;
    if (element?.clientHeight) show(Math.round(element.scrollTop / element.clientHeight));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (!step || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    go(shown.current + step);
  };

  const tap = (video: HTMLVideoElement) => {
    if (muted) setMuted(false);
    if (video.paused) video.play().catch(() => undefined);
    else if (!muted) video.pause();
  };

  let body;
  if (feed.failed && !feed.reels) {
    body = (
      <div className="ui-paged-list__failure">
        <MessageBanner tone="danger">{texts.reels.failed}</MessageBanner>
        <Button variant="ghost" onClick={feed.retry}>
          {texts.common.retry}
        </Button>
      </div>
    );
  } else if (!feed.reels) {
    body = <Skeleton label={t.loading} count={1} variant="card" />;
  } else if (!count) {
    body = <EmptyState message={texts.reels.none} />;
  } else {
    body = (
      <div className="media-reels">
        <ol
          ref={list}
          className="media-reels__feed"
          aria-label={t.feed}
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
        >
          {feed.reels.map((reel, index) => (
            <li key={reel.id} className="media-reel" aria-current={index === active ? 'true' : undefined}>
              <ReelVideo
                reel={reel}
                active={index === active}
                next={index === active + 1}
                muted={muted}
                autoplay={autoplay}
                label={t.reel(index + 1, count)}
                onTap={tap}
                onSound={soundOn}
              />
              <div className="media-reel__overlay">
                <p className="media-reel__description">{reel.description}</p>
                <p className="media-reel__by">{t.by(reel.user_name)}</p>
                {index === active && muted && autoplay && <p className="media-reel__hint">{t.tapToUnmute}</p>}
                <ReelActions
                  reelId={reel.id}
                  ownerId={reel.user_id}
                  liked={likes.isLiked(reel.id)}
                  likes={likes.countOf(reel)}
                  onLike={() => void likes.toggle(reel)}
                />
              </div>
            </li>
          ))}
        </ol>
        <div className="media-reels__nav">
          <Button
            variant="secondary"
            size="small"
            disabled={active === 0}
            onClick={() => go(shown.current - 1)}
          >
            {t.previous}
          </Button>
          <Button variant="secondary" size="small" aria-pressed={!muted} onClick={() => setMuted(!muted)}>
            {muted ? t.unmute : t.mute}
          </Button>
          <Button
            variant="secondary"
            size="small"
            disabled={active >= count - 1}
            onClick={() => go(shown.current + 1)}
          >
            {t.next}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section className="ui-page media-reels-page">
      <h1>{t.title}</h1>
      {!autoplay && <MessageBanner tone="info">{t.saveData}</MessageBanner>}
      {body}
    </section>
  );
}
