import { useId, useState, type FocusEvent } from 'react';
import { texts } from 'shared-ui';

type CoreValue = (typeof texts.community.coreValues)[number];

/** Focus that came from the keyboard (a mouse click's focus does not open a card). */
function isKeyboardFocus(event: FocusEvent<HTMLElement>): boolean {
  try {
    return event.currentTarget.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** One value: its details show on hover, on keyboard focus, and on tap (a toggle). */
function CoreValueCard({ value, level }: { value: CoreValue; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  const detailsId = useId();
  return (
    <li
      className={`core-value ui-card${open ? ' is-open' : ''}`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onFocus={(event) => setFocused(isKeyboardFocus(event))}
          onBlur={() => setFocused(false)}
          onClick={() => setPinned((p) => !p)}
        >
          {value.title}
        </button>
      </Heading>
      <p>{value.summary}</p>
      <p id={detailsId} className="core-value__details" hidden={!open} data-disclosure>
        {value.details}
      </p>
    </li>
  );
}

/** Our Core Values: four cards (spec section 1); `level` is the cards' heading level. */
export function CoreValues({ level = 3 }: { level?: 3 | 4 }) {
  return (
    <ul className="core-values">
      {texts.community.coreValues.map((value) => (
        <CoreValueCard key={value.title} value={value} level={level} />
      ))}
    </ul>
  );
}
