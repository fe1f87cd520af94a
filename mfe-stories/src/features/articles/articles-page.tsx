import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, useCurrentUser } from 'shared-ui';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { documentArticles, getArticles } from './api.ts';
import { ArticleCard } from './article-card.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { useArticleFilters } from './use-filters.ts';
import { stories } from 'shared-ui/texts/stories';

const t = stories.articles;

/**
 * Articles & Stories: the published articles, filtered from the address, 5 more at a time (or a
 * page at a time by link, for a phone without script).
 */
export function ArticlesPage() {
  const user = useCurrentUser();
  const { filters, startPage, pages, setFilters, setPages, addressOfPage } = useArticleFilters();
  const articles = usePagedList({
    load: (page) => getArticles(filters, page),
    firstPage: () => documentArticles(filters, startPage),
    key: JSON.stringify({ ...filters, page: startPage }),
    initialPages: pages,
    startPage,
  });
  const shownPages = articles.pages;
  useEffect(() => {
    if (shownPages > 0 && shownPages !== pages) setPages(shownPages);
    // Only the count of pages shown is written back; the filters are already in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownPages]);

  return (
    <section className="ui-page stories-articles">
      <p className="stories-mode">{user ? t.userMode : t.guestMode}</p>
      <h1>{t.title}</h1>
      {filters.search && (
        <p className="stories-articles__search" role="status">
          {t.searchedFor(filters.search)} <Link to={PAGES.articles}>{t.allArticles}</Link>
        </p>
      )}
      <div className="stories-articles__layout">
        <FilterPanel filters={filters} onChange={setFilters} />
        <PagedList
          list={articles}
          label={t.list}
          getKey={(article) => article.id}
          loadingLabel={t.loading}
          emptyText={t.empty}
          loadMoreLabel={t.loadMore}
          skeletonCount={2}
          pageAddress={addressOfPage}
          renderItem={(article, index) => <ArticleCard article={article} first={index === 0} />}
        />
      </div>
    </section>
  );
}
