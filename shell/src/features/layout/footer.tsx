import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, texts } from 'shared-ui';
import { footerLinks } from './nav-links.ts';

/** The footer; its year follows the clock (checked every second, per the spec). */
export function Footer() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => {
    const timer = setInterval(() => setYear(new Date().getFullYear()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <footer className="shell-footer">
      <nav aria-label={texts.layout.footer}>
        <ul className="shell-footer__links">
          {footerLinks().map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        © {year} {PRODUCT_NAME}. {texts.layout.footerTagline}
      </p>
    </footer>
  );
}
