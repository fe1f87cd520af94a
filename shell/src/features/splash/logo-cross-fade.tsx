import { useState } from 'react';
import { texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { media } from '../../shared/media.ts';
import { useInterval } from '../../shared/timers.ts';

const logoTexts = () => [
  { src: media.logoKaya, alt: texts.home.logoKaya },
  { src: media.logoNgoma, alt: texts.home.logoNgoma },
];

/** Two logos taking turns every 3 s, cross-fading (only the one shown is exposed). */
export function LogoCrossFade() {
  const [shown, setShown] = useState(0);
  const logos = logoTexts();
  useInterval(() => setShown((n) => (n + 1) % logos.length), timings.logoCrossFadeMs);
  return (
    <div className="logo-cross-fade">
      {logos.map((logo, i) => (
        <img
          key={logo.src}
          src={logo.src}
          alt={logo.alt}
          width="112"
          height="112"
          aria-hidden={i !== shown}
          className={i === shown ? 'is-shown' : undefined}
        />
      ))}
    </div>
  );
}
