import { pageLink } from './media-urls.ts';

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
  return (
    <p className="media-share">
      <label>
        <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
        <input readOnly value={pageLink(path)} onFocus={(event) => event.target.select()} />
      </label>
    </p>
  );
}
