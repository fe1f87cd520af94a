import { useState } from 'react';
import { Button } from 'shared-ui/button';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useRead } from 'shared-ui/use-read';
import { admin as t } from '../../texts/admin.ts';
import {
  deleteComment,
  deleteVideo,
  getVideos,
  orderVideos,
  saveVideo,
  type FeaturedVideo,
  type VideoFields,
} from './api.ts';
import { Editor, ItemForm, ListState, type FieldSpec } from './item-form.tsx';
import { Section, act, type Notice } from './section.tsx';

const FIELDS: readonly FieldSpec<keyof VideoFields>[] = [
  { name: 'video_name', required: true, maxLength: 200 },
  { name: 'video_url', required: true, maxLength: 500 },
  { name: 'description', type: 'area', required: true, maxLength: 2000 },
];

type Deleting = { kind: 'video'; video: FeaturedVideo } | { kind: 'comment'; id: number };

/** Featured videos of /meta: add, edit, remove, reorder, and delete abusive comments. */
export function VideosSection() {
  const videos = useRead('videos', getVideos);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<FeaturedVideo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [busy, setBusy] = useState(false);
  const list = videos.value ?? [];
  const video = editing === 'new' ? null : editing;

  const move = async (index: number, step: -1 | 1) => {
    const order = list.map((video) => video.video_id);
    [order[index], order[index + step]] = [order[index + step]!, order[index]!];
    if (await act(() => orderVideos(order), setNotice)) videos.reload();
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    await act(
      () => (deleting.kind === 'video' ? deleteVideo(deleting.video.video_id) : deleteComment(deleting.id)),
      setNotice,
    );
    setBusy(false);
    setDeleting(null);
    videos.reload();
  };
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) videos.reload();
  };

  return (
    <Section heading={t.videos.heading} notice={notice} failed={videos.failed} onRetry={videos.reload}>
      <Editor editing={editing !== null} addLabel={t.videos.add} onAdd={() => setEditing('new')}>
        <ItemForm
          key={video?.video_id ?? 'new'}
          title={video ? video.video_name : t.videos.add}
          fields={FIELDS}
          labels={t.videos.fields}
          initial={{
            video_name: video?.video_name ?? '',
            video_url: video?.video_url ?? '',
            description: video?.description ?? '',
          }}
          save={(values) => act(() => saveVideo(values, video?.video_id), setNotice)}
          onDone={done}
        />
      </Editor>
      <ListState list={videos} none={t.videos.none} />
      <ol className="admin-list">
        {list.map((video, index) => (
          <li key={video.video_id} className="admin-card">
            <h3>{video.video_name}</h3>
            <p className="admin-muted">
              <a href={video.video_url} target="_blank" rel="noreferrer">
                {video.video_url}
              </a>
            </p>
            <p className="admin-text">{video.description}</p>
            <p className="admin-muted">{t.videos.views(video.views, video.total_likes)}</p>
            <div className="admin-actions">
              <Button
                size="small"
                variant="secondary"
                disabled={index === 0}
                aria-label={t.videos.moveUp(video.video_name)}
                onClick={() => void move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={index === list.length - 1}
                aria-label={t.videos.moveDown(video.video_name)}
                onClick={() => void move(index, 1)}
              >
                ↓
              </Button>
              <Button size="small" variant="secondary" onClick={() => setEditing(video)}>
                {t.edit}
              </Button>
              <Button size="small" variant="danger" onClick={() => setDeleting({ kind: 'video', video })}>
                {t.remove}
              </Button>
            </div>
            <details>
              <summary>{t.videos.comments(video.comments.length)}</summary>
              {video.comments.length === 0 && <p className="admin-muted">{t.videos.noComments}</p>}
              <ul className="admin-comments">
                {video.comments.map((comment) => (
                  <li key={comment.comment_id}>
                    <span>
                      <strong>{comment.username}</strong> {comment.comment}
                    </span>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={t.videos.deleteComment(comment.username)}
                      onClick={() => setDeleting({ kind: 'comment', id: comment.comment_id })}
                    >
                      {t.delete}
                    </Button>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        danger
        message={
          deleting?.kind === 'video'
            ? t.videos.confirmDelete(deleting.video.video_name)
            : t.videos.confirmDeleteComment
        }
        confirmLabel={t.delete}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
