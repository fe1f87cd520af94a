import { useEffect, useRef, useState } from 'react';
import { stories } from 'shared-ui/texts/stories';
import { timings } from 'shared-ui/validation/limits';
import { setLiked } from './api.ts';
import { useLikedArticles } from './liked-articles.ts';

const t = stories.card;

/**
 * Like toggles the count at once (+1 or -1) with a one-second heart animation; the device
 * remembers what it liked. The server's count follows; a refusal takes the change back.
 */
export function LikeButton({ articleId, count }: { articleId: number; count: number }) {
  const liked = useLikedArticles((state) => state.ids.includes(articleId));
  const setLikedHere = useLikedArticles((state) => state.set);
  const [shown, setShown] = useState(count);
  const [beating, setBeating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = () => {
    const next = !liked;
    setLikedHere(articleId, next);
    setShown((value) => Math.max(0, value + (next ? 1 : -1)));
    setBeating(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBeating(false), timings.articleHeartMs);
    setLiked(articleId, next).then(
      (server) => {
        if (server === null) {
          setLikedHere(articleId, !next);
          setShown((value) => Math.max(0, value + (next ? -1 : 1)));
        } else setShown(server);
      },
      () => undefined,
    );
  };

  return (
    <button
      type="button"
      className={`stories-like${beating ? ' stories-like--beat' : ''}`}
      aria-pressed={liked}
      aria-label={t.like}
      onClick={toggle}
    >
      <span className="stories-like__heart" aria-hidden="true">
        {liked ? '♥' : '♡'}
      </span>
      <span>{t.likes(shown)}</span>
    </button>
  );
}
