import { useState } from 'react';
import { apiBase } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { usePagedList } from 'shared-ui/paged-list';
import { TextField } from 'shared-ui/text-field';
import { useRead } from 'shared-ui/use-read';
import { admin as t } from '../../texts/admin.ts';
import {
  ARTICLE_STATUSES,
  getArticleCounts,
  getArticles,
  setArticleStatus,
  setArticlesStatus,
  type AdminArticle,
  type ArticleStatus,
} from './api.ts';
import { ListFooter, Section, act, when, type Notice } from './section.tsx';

const media = (kind: 'images' | 'videos', name: string) => `${apiBase()}/${kind}/${encodeURIComponent(name)}`;

/** One article with its full text and media, and the decisions on it. */
function ArticleCard(props: {
  article: AdminArticle;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (status: ArticleStatus, reason: string) => Promise<void>;
}) {
  const { article } = props;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const images = [article.image_url1, article.image_url2, article.image_url3].filter((n) => n !== null);
  const videos = [article.video_url1, article.video_url2].filter((n) => n !== null);
  const decide = async (status: ArticleStatus) => {
    setBusy(true);
    await props.onDecide(status, reason);
    setBusy(false);
  };
  return (
    <li className="admin-card">
      <label className="admin-check">
        <input type="checkbox" checked={props.selected} onChange={(e) => props.onSelect(e.target.checked)} />
        <span className="visually-hidden">{t.articles.select(article.article_name)}</span>
      </label>
      <h3>{article.article_name}</h3>
      <p className="admin-muted">
        {t.articles.by(article.user_name, when(article.created_at))} ·{' '}
        {t.articles.category(article.category, article.subcategory)} · {t.statuses[article.status]}
      </p>
      <p className="admin-text">{article.description}</p>
      {(images.length > 0 || videos.length > 0) && (
        <div className="admin-media">
          {images.map((name, index) => (
            <img
              key={name}
              src={media('images', name)}
              alt={t.articles.image(article.article_name, index + 1)}
              loading="lazy"
            />
          ))}
          {videos.map((name, index) => (
            <video
              key={name}
              src={media('videos', name)}
              controls
              preload="none"
              aria-label={t.articles.video(article.article_name, index + 1)}
            />
          ))}
        </div>
      )}
      <TextField
        name={`reason-${article.id}`}
        label={t.articles.reason}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
      <div className="admin-actions">
        {article.status !== 'published' && (
          <Button size="small" busy={busy} onClick={() => void decide('published')}>
            {t.articles.publish}
          </Button>
        )}
        {article.status !== 'rejected' && (
          <Button size="small" variant="danger" busy={busy} onClick={() => void decide('rejected')}>
            {t.articles.reject}
          </Button>
        )}
        {article.status !== 'pending' && (
          <Button size="small" variant="ghost" busy={busy} onClick={() => void decide('pending')}>
            {t.articles.toPending}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The articles queue: pending first, filters and counts by status, one or many decisions at once. */
export function ArticlesSection() {
  const [status, setStatus] = useState<ArticleStatus>('pending');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const counts = useRead('counts', getArticleCounts);
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [version, setVersion] = useState(0);
  const list = usePagedList<AdminArticle>({
    load: (page) => getArticles(status, page),
    key: `${status}:${version}`,
  });

  /** Decided articles leave this status's list at once; the list and the counts are read again. */
  const settle = (ids: number[]) => {
    setDecided((before) => new Set([...before, ...ids]));
    setSelected(new Set());
    setVersion((v) => v + 1);
    counts.reload();
  };
  const decideOne = async (id: number, next: ArticleStatus, reason: string) => {
    if (await act(() => setArticleStatus(id, next, reason.trim()), setNotice)) settle([id]);
  };
  const decideSelected = async (next: ArticleStatus) => {
    const ids = [...selected];
    if (await act(() => setArticlesStatus(ids, next), setNotice)) settle(ids);
  };
  const items = (list.items ?? []).filter((article) => !decided.has(article.id));

  return (
    <Section
      heading={t.articles.heading}
      notice={notice}
      failed={list.status === 'error'}
      onRetry={list.retry}
    >
      <div className="admin-filters" role="group" aria-label={t.articles.filter}>
        {ARTICLE_STATUSES.map((value) => (
          <Button
            key={value}
            size="small"
            variant={value === status ? 'primary' : 'secondary'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setSelected(new Set());
            }}
          >
            {counts.value ? t.articles.countOf(t.statuses[value]!, counts.value[value]) : t.statuses[value]}
          </Button>
        ))}
      </div>
      {items.length > 0 && (
        <div className="admin-bulk">
          <label className="admin-check">
            <input
              type="checkbox"
              checked={selected.size === items.length}
              onChange={(e) => setSelected(new Set(e.target.checked ? items.map((a) => a.id) : []))}
            />
            {t.articles.selectAll}
          </label>
          <span className="admin-muted">{t.articles.selected(selected.size)}</span>
          {status !== 'published' && (
            <Button
              size="small"
              disabled={selected.size === 0}
              onClick={() => void decideSelected('published')}
            >
              {t.articles.publishSelected}
            </Button>
          )}
          {status !== 'rejected' && (
            <Button
              size="small"
              variant="danger"
              disabled={selected.size === 0}
              onClick={() => void decideSelected('rejected')}
            >
              {t.articles.rejectSelected}
            </Button>
          )}
        </div>
      )}
      {list.status === 'ready' && items.length === 0 && <p className="admin-muted">{t.articles.none}</p>}
      <ul className="admin-list">
        {items.map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            selected={selected.has(article.id)}
            onSelect={(on) =>
              setSelected((before) => {
                const next = new Set(before);
                if (on) next.add(article.id);
                else next.delete(article.id);
                return next;
              })
            }
            onDecide={(next, reason) => decideOne(article.id, next, reason)}
          />
        ))}
      </ul>
      <ListFooter list={list} />
    </Section>
  );
}
