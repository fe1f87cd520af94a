import { texts, useCurrentUser } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { getArticles } from './api.ts';

const t = texts.articles;

/** Articles & Stories: the published articles, for guests and members. */
export function ArticlesPage() {
  const user = useCurrentUser();
  const articles = usePagedList({ load: () => getArticles(), key: '', paged: false });

  return (
    <section className="ui-page">
      <p className="stories-mode">{user ? t.userMode : t.guestMode}</p>
      <h1>{t.title}</h1>
      <PagedList
        list={articles}
        label={t.list}
        getKey={(article) => article.id}
        loadingLabel={t.loading}
        emptyText={t.empty}
        renderItem={(article) => (
          <Card title={article.article_name}>
            <p>{article.description}</p>
          </Card>
        )}
      />
    </section>
  );
}
