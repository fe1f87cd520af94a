import { useState } from 'react';
import { whenMediaFails } from '../media-failure/media-failure.ts';
import './avatar.css';

export interface AvatarProps {
  /** The person's name: the image's alternative text, and the initials without an image. */
  name: string;
  /** Their profile image; the initials show without one or when it fails to load. */
  src?: string | null;
  size?: 'small' | 'normal' | 'large';
  /** When the avatar sits beside the name already, it is decorative (hidden from screen readers). */
  decorative?: boolean;
}

/** Up to two initials of a name: 'Amina Mwende' → 'AM'. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A round profile image, or the person's initials on a tinted disc. */
export function Avatar({ name, src, size = 'normal', decorative }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `ui-avatar ui-avatar--${size}`;
  if (src && failed !== src) {
    return (
      <img
        className={className}
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        decoding="async"
        ref={whenMediaFails(() => setFailed(src))}
      />
    );
  }
  return (
    <span
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initials(name)}
    </span>
  );
}
