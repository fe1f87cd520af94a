import { useRef, useState, type FormEvent } from 'react';
import { texts, useCurrentUser } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { ReportButton } from 'shared-ui/report';
import { media } from 'shared-ui/texts/media';
import { isSendableComment, limits } from 'shared-ui/validation';
import { postComment, type FeaturedComment } from './api.ts';
import { EMOJIS } from './emojis.ts';

const t = media.videos;

interface Props {
  videoId: number;
  comments: FeaturedComment[];
  onPosted: (comment: FeaturedComment) => void;
}

/**
 * A video's comments, 5 at first and Show More adds 5, each with its Report button, and the field
 * to post one with its emoji picker.
 */
export function VideoComments({ videoId, comments, onPosted }: Props) {
  const user = useCurrentUser();
  const [shown, setShown] = useState<number>(limits.videoCommentStep);
  const [text, setText] = useState('');
  const [picker, setPicker] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const insert = (emoji: string) => {
    const input = field.current;
    const at = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? at;
    setText(text.slice(0, at) + emoji + text.slice(end));
    setPicker(false);
    input?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSendableComment(text) || busy) return; // spec: blank text is ignored
    setBusy(true);
    setFailed(false);
    try {
      onPosted(await postComment(videoId, text.trim(), user?.id ?? null));
      setText(''); // only once it is saved: nothing written is lost
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="media-comments">
      {comments.length === 0 ? (
        <p className="media-muted">{t.noComments}</p>
      ) : (
        <ul className="media-comments__list" aria-label={t.comments}>
          {comments.slice(0, shown).map((comment) => (
            <li key={comment.comment_id}>
              <p>
                <strong>{comment.username}</strong> <span>{comment.comment}</span>
              </p>
              <ReportButton
                subject="video_comment"
                subjectId={comment.comment_id}
                ownerId={comment.user_id}
              />
            </li>
          ))}
        </ul>
      )}
      {comments.length > shown && (
        <Button variant="ghost" size="small" onClick={() => setShown(shown + limits.videoCommentStep)}>
          {t.showMore}
        </Button>
      )}
      <form className="media-comments__form" onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor={`comment-${videoId}`}>
          {t.commentLabel}
        </label>
        <input
          ref={field}
          id={`comment-${videoId}`}
          className="media-comments__input"
          value={text}
          placeholder={t.commentPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          variant="ghost"
          size="small"
          aria-expanded={picker}
          aria-label={t.emojiPicker}
          onClick={() => setPicker(!picker)}
        >
          {EMOJIS[0]}
        </Button>
        <Button type="submit" size="small" busy={busy} busyLabel={t.posting}>
          {t.post}
        </Button>
      </form>
      {picker && (
        <div className="media-emojis" role="group" aria-label={t.emojis}>
          {EMOJIS.map((emoji) => (
            <button key={emoji} type="button" aria-label={t.insert(emoji)} onClick={() => insert(emoji)}>
              {emoji}
            </button>
          ))}
        </div>
      )}
      {failed && <MessageBanner tone="danger">{texts.comments.failed}</MessageBanner>}
    </div>
  );
}
