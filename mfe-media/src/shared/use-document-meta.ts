import { useEffect } from 'react';
import { PRODUCT_NAME } from 'shared-ui';

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  tag ??= Object.assign(document.createElement('meta'), {});
  tag.setAttribute(attribute, key);
  const before = tag.content;
  tag.content = content;
  if (created) document.head.append(tag);
  return () => (created ? tag.remove() : (tag.content = before));
}

/**
 * The document's title and description (and their Open Graph twins, for link previews) while a
 * page shows one item; the previous ones come back when it closes.
 */
export function useDocumentMeta(meta: { title: string; description: string; image?: string } | null) {
  const { title = '', description = '', image = '' } = meta ?? {};
  useEffect(() => {
    if (!title) return undefined;
    const before = document.title;
    document.title = `${title} | ${PRODUCT_NAME}`;
    const undo = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:url', location.href),
      ...(image ? [setMeta('property', 'og:image', image)] : []),
    ];
    return () => {
      document.title = before;
      undo.forEach((restore) => restore());
    };
  }, [title, description, image]);
}
