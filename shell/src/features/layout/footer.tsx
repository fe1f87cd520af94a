import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from 'shared-ui';

/** The footer; its year follows the clock (checked every second, per the spec). */
export function Footer() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => {
    const timer = setInterval(() => setYear(new Date().getFullYear()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <footer className="shell-footer">
      <p>
        © {year} {PRODUCT_NAME}. Nine tribes, one community.
      </p>
    </footer>
  );
}
