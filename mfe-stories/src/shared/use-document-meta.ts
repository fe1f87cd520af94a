import { useEffect } from 'react';

/**
 * The page's title and description (for the tab, history and link previews that run the
 * page); both go back to what they were when the page closes.
 */
export function useDocumentMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title === null) return undefined;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title;
    if (meta && description !== null) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}
