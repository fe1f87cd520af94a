/**
 * A page's document title and description, while it is on screen: what the tab, the history
 * and the device's share sheet show. (Link previews fetched by other sites read the same facts
 * from the document the server sends for the page.)
 */
import { useEffect } from 'react';
import { PRODUCT_NAME } from 'shared-ui';

export interface PageMeta {
  /** The page's own title; the product's name is added after it. Nothing changes while undefined. */
  title?: string;
  /** One or two sentences about the page. */
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the title and description while mounted, and puts the previous ones back after. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    if (title === undefined) return undefined;
    const tag = descriptionTag();
    const before = { title: document.title, description: tag.content };
    document.title = `${title} | ${PRODUCT_NAME}`;
    if (description !== undefined) tag.content = description;
    return () => {
      document.title = before.title;
      tag.content = before.description;
    };
  }, [title, description]);
}
