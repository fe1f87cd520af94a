import { useState } from 'react';
import type { NewsItem } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useRead } from 'shared-ui/use-read';
import { admin as t } from '../../texts/admin.ts';
import { deleteNews, getNews, saveNews, type NewsFields } from './api.ts';
import { Editor, ItemForm, ListState, type FieldSpec } from './item-form.tsx';
import { Section, act, type Notice } from './section.tsx';

/** Every field of the news entity (spec section 3); the optional ones are sent empty as null. */
const FIELDS: readonly FieldSpec<keyof NewsFields>[] = [
  { name: 'name', required: true, maxLength: 120 },
  { name: 'launches_on', type: 'date', required: true },
  { name: 'short_description', type: 'area', required: true, maxLength: 500 },
  { name: 'full_description', type: 'area', required: true },
  { name: 'link', type: 'url' },
  { name: 'image_1' },
  { name: 'image_2' },
  { name: 'video_url', type: 'url' },
];

const OPTIONAL = ['link', 'image_1', 'image_2', 'video_url'] as const;

const formValues = (item: NewsItem | null): Record<keyof NewsFields, string> => {
  const values = {} as Record<keyof NewsFields, string>;
  for (const { name } of FIELDS) values[name] = item?.[name] ?? '';
  return values;
};

/** News items: create, edit and delete, with every field of the entity. */
export function NewsSection() {
  const news = useRead('news', getNews);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const [busy, setBusy] = useState(false);
  const item = editing === 'new' ? null : editing;

  const save = (values: Record<keyof NewsFields, string>) => {
    const body: NewsFields = { ...values };
    for (const name of OPTIONAL) body[name] = values[name].trim() || null;
    return act(() => saveNews(body, item?.id), setNotice);
  };
  const remove = async () => {
    setBusy(true);
    await act(() => deleteNews(deleting!.id), setNotice);
    setBusy(false);
    setDeleting(null);
    news.reload();
  };

  return (
    <Section heading={t.news.heading} notice={notice} failed={news.failed} onRetry={news.reload}>
      <Editor editing={editing !== null} addLabel={t.news.add} onAdd={() => setEditing('new')}>
        <ItemForm
          key={item?.id ?? 'new'}
          title={item ? t.news.editItem(item.name) : t.news.add}
          fields={FIELDS}
          labels={t.news.fields}
          initial={formValues(item)}
          save={save}
          onDone={(saved) => {
            setEditing(null);
            if (saved) news.reload();
          }}
        />
      </Editor>
      <ListState list={news} none={t.news.none} />
      <ul className="admin-list">
        {news.value?.map((entry) => (
          <li key={entry.id} className="admin-card">
            <h3>{entry.name}</h3>
            <p className="admin-muted">{t.news.launches(entry.launches_on)}</p>
            <p className="admin-text">{entry.short_description}</p>
            <div className="admin-actions">
              <Button size="small" variant="secondary" onClick={() => setEditing(entry)}>
                {t.edit}
              </Button>
              <Button size="small" variant="danger" onClick={() => setDeleting(entry)}>
                {t.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        danger
        message={deleting ? t.news.confirmDelete(deleting.name) : ''}
        confirmLabel={t.delete}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
