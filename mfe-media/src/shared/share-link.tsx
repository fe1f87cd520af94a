import { useBeforeHydration } from 'shared-ui';
import { pageLink } from './media-urls.ts';

/**
 * The full address of a page of this site: its path on the server and while the browser
 * hydrates (the server does not know by which address the visitor came), the full address after.
 */
export function usePageLink(path: string): string {
  return useBeforeHydration() ? path : pageLink(path);
}

/** The full address of a page of this site, shown to copy (selected on focus), with its label. */
export function ShareLink({
  path,
  label,
  showLabel = false,
}: {
  path: string;
  label: string;
  showLabel?: boolean;
}) {
  const link = usePageLink(path);
  return (
    <p className="media-share">
      <label>
        <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
        <input readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
    </p>
  );
}
