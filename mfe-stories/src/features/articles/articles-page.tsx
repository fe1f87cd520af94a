import { useEffect, useState } from 'react';
import { getArticles, LoadingState, texts, useCurrentUser, type Article } from 'shared-ui';

/** Articles & Stories: the published articles, for guests and members. */
export function ArticlesPage() {
  const user = useCurrentUser();
  const [articles, setArticles] = useState<Article[] | null>(null);

  useEffect(() => {
    let active = true;
    getArticles()
      .catch(() => [])
      .then((list) => active && setArticles(list));
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="ui-page">
      <p className="stories-mode">{user ? texts.articles.userMode : texts.articles.guestMode}</p>
      <h1>{texts.articles.title}</h1>
      {articles === null ? (
        <LoadingState label="Loading articles…" />
      ) : articles.length === 0 ? (
        <p>{texts.articles.empty}</p>
      ) : (
        <ul className="stories-article-list">
          {articles.map((article) => (
            <li key={article.id} className="ui-card">
              <h2>{article.article_name}</h2>
              <p>{article.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
