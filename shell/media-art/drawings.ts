/**
 * The shell's art, drawn as SVG: the coast (also animated for the welcome
 * video), the Kaya forest, dancers, the ocean, a baobab homestead, the night
 * sky, the two logos and the app icons. Rendered by ../generate-media.ts.
 */
const W = 1280;
const H = 720;

const colour = {
  night: '#1c1917',
  earth: '#7c2d12',
  clay: '#9a3412',
  ember: '#ea580c',
  sunset: '#fb923c',
  sand: '#fde68a',
  teal: '#0f766e',
  lagoon: '#14b8a6',
  leaf: '#166534',
};

const svg = (body: string, width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const linear = (id: string, stops: [number, string][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([offset, c]) => `<stop offset="${offset}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

const radial = (id: string, stops: [number, string, number?][]) =>
  `<radialGradient id="${id}">${stops
    .map(
      ([offset, c, opacity = 1]) => `<stop offset="${offset}" stop-color="${c}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</radialGradient>`;

/** A coconut palm: a curved trunk and drooping fronds; `sway` bends the fronds (radians-ish). */
function palm(x: number, base: number, height: number, lean: number, fill: string, sway = 0): string {
  const topX = x + lean;
  const topY = base - height;
  const trunk = `<path d="M${x - 9} ${base} Q${x + lean * 0.2} ${base - height * 0.55} ${topX - 3} ${topY} L${topX + 5} ${topY + 2} Q${x + lean * 0.25 + 10} ${base - height * 0.5} ${x + 11} ${base} Z" fill="${fill}"/>`;
  const fronds = [-160, -128, -100, -72, -45, -18, 10, 200]
    .map((angle, i) => {
      const a = angle + sway * (i % 2 === 0 ? 6 : -4);
      const len = 95 + (i % 3) * 22;
      return `<path transform="translate(${topX} ${topY}) rotate(${a})" d="M0 0 Q${len * 0.45} -${len * 0.2} ${len} ${len * 0.22} Q${len * 0.5} ${len * 0.02} 0 6 Z" fill="${fill}"/>`;
    })
    .join('');
  const nuts = `<circle cx="${topX}" cy="${topY + 8}" r="7" fill="${fill}"/><circle cx="${topX + 9}" cy="${topY + 11}" r="6" fill="${fill}"/>`;
  return trunk + fronds + nuts;
}

/** A wave band across the width: a sine edge filled downwards. */
function waveBand(y: number, amplitude: number, length: number, phase: number, fill: string, opacity = 1) {
  let d = `M0 ${H}`;
  for (let x = 0; x <= W; x += 16) {
    d += ` L${x} ${(y + amplitude * Math.sin((x / length) * Math.PI * 2 + phase)).toFixed(1)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** The coast at sunset; `t` (0..1) animates waves and palms for the looping welcome video. */
export function coast(t = 0): string {
  const p = t * Math.PI * 2;
  return svg(
    `<defs>${linear('sky', [
      [0, '#431407'],
      [0.45, colour.ember],
      [0.8, colour.sunset],
      [1, colour.sand],
    ])}${linear('sea', [
      [0, '#0e7490'],
      [1, '#134e4a'],
    ])}${radial('glow', [
      [0, '#fff7ed', 0.95],
      [0.35, colour.sand, 0.6],
      [1, colour.sunset, 0],
    ])}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${820 + 12 * Math.sin(p)}" cy="420" r="260" fill="url(#glow)"/>
    <circle cx="${820 + 12 * Math.sin(p)}" cy="430" r="70" fill="#fff7ed" opacity="0.92"/>
    <rect y="440" width="${W}" height="${H - 440}" fill="url(#sea)"/>
    ${waveBand(452, 3, 180, p, '#155e75', 0.8)}
    ${waveBand(480, 5, 240, -p, '#115e59', 0.8)}
    ${waveBand(520, 7, 320, p * 2, '#0f766e', 0.6)}
    <path d="M${600 + 40 * Math.sin(p)} 446 l60 -3 l60 3 z" fill="#fde68a" opacity="0.5"/>
    ${waveBand(590, 10, 420, -p * 2, '#d6a463')}
    ${waveBand(612, 8, 380, p, '#b45309', 0.55)}
    ${palm(160, 720, 430, 70, colour.night, Math.sin(p))}
    ${palm(300, 720, 330, 40, '#292524', Math.sin(p + 1))}
    ${palm(1130, 720, 380, -80, colour.night, Math.sin(p + 2))}`,
  );
}

/** A forest crown: overlapping circles. */
function crown(cx: number, cy: number, r: number, fill: string): string {
  return [
    [0, 0, 1],
    [-0.7, 0.25, 0.75],
    [0.7, 0.25, 0.75],
    [-0.35, -0.45, 0.7],
    [0.4, -0.4, 0.65],
  ]
    .map(([dx, dy, k]) => `<circle cx="${cx + dx! * r}" cy="${cy + dy! * r}" r="${r * k!}" fill="${fill}"/>`)
    .join('');
}

/** A Kaya forest: layered crowns, shafts of light and a path to the clearing. */
export function kayaForest(): string {
  const layer = (y: number, r: number, fill: string, offset: number) =>
    Array.from({ length: Math.ceil(W / (r * 1.4)) + 2 }, (_, i) =>
      crown(i * r * 1.4 - offset, y + ((i * 37) % 23), r, fill),
    ).join('') + `<rect y="${y}" width="${W}" height="${H - y}" fill="${fill}"/>`;
  return svg(
    `<defs>${linear('canopy', [
      [0, '#ecfccb'],
      [0.5, '#86efac'],
      [1, '#14532d'],
    ])}${linear('ray', [
      [0, '#fefce8'],
      [1, '#fefce8'],
    ])}</defs>
    <rect width="${W}" height="${H}" fill="url(#canopy)"/>
    ${layer(210, 70, '#4d7c0f', 20)}
    ${layer(330, 85, '#166534', 60)}
    <g opacity="0.22" fill="url(#ray)">
      <polygon points="560,0 640,0 860,720 700,720"/>
      <polygon points="700,0 740,0 980,720 900,720"/>
      <polygon points="420,0 470,0 600,720 520,720"/>
    </g>
    ${layer(470, 95, '#14532d', 10)}
    ${Array.from({ length: 9 }, (_, i) => {
      const x = 60 + i * 140 + (i % 2) * 30;
      const top = 400 + (i % 3) * 30;
      const w = 14 + (i % 3) * 6;
      return `<path d="M${x} 720 L${x + w * 0.25} ${top} L${x + w * 0.75} ${top} L${x + w} 720 Z" fill="#052e16"/>`;
    }).join('')}
    ${layer(640, 80, '#052e16', 40)}
    <path d="M540 720 Q640 640 620 590 Q606 548 652 520 L668 522 Q640 552 664 596 Q700 660 790 720 Z" fill="#ca8a04" opacity="0.8"/>`,
  );
}

/** A dancer's silhouette with arms raised and a flared skirt. */
function dancer(x: number, base: number, scale: number, pose: number, fill: string): string {
  const arm = pose % 2 === 0 ? -1 : 1;
  return `<g transform="translate(${x} ${base}) scale(${scale})" fill="${fill}">
    <circle cx="0" cy="-178" r="17"/>
    <path d="M-14 -160 Q0 -166 14 -160 L20 -95 L-20 -95 Z"/>
    <path d="M-12 -150 Q-40 -${185 + arm * 15} -${55 - arm * 10} -${225 + arm * 10} L-47 -${228 + arm * 10} Q-30 -180 -2 -148 Z"/>
    <path d="M12 -150 Q40 -${185 - arm * 15} ${55 + arm * 10} -${225 - arm * 10} L${47} -${228 - arm * 10} Q30 -180 2 -148 Z"/>
    <path d="M-22 -98 L22 -98 L52 -40 Q0 -28 -52 -40 Z"/>
    <path d="M-12 -42 L-${18 + pose * 3} 0 L-6 0 L0 -40 L6 0 L${18 + pose * 3} 0 L12 -42 Z"/>
  </g>`;
}

/** Dancers around a fire at dusk, a drummer beside them. */
export function dancers(): string {
  return svg(
    `<defs>${linear('dusk', [
      [0, '#3b0764'],
      [0.55, '#9d174d'],
      [0.85, colour.ember],
      [1, colour.sunset],
    ])}${radial('fire', [
      [0, '#fef3c7', 1],
      [0.3, '#f59e0b', 0.8],
      [1, '#ea580c', 0],
    ])}</defs>
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    <path d="M0 560 Q320 520 640 548 T1280 530 V720 H0 Z" fill="#1c1917"/>
    <circle cx="640" cy="600" r="220" fill="url(#fire)"/>
    <path d="M610 640 Q620 580 640 540 Q650 590 672 640 Z" fill="#fde68a"/>
    <path d="M625 640 Q632 600 645 575 Q655 610 660 640 Z" fill="#fff7ed"/>
    ${dancer(350, 650, 1.15, 0, colour.night)}
    ${dancer(500, 640, 1.05, 1, colour.night)}
    ${dancer(800, 642, 1.05, 2, colour.night)}
    ${dancer(950, 652, 1.18, 3, colour.night)}
    <g fill="${colour.night}">
      <rect x="1090" y="560" width="70" height="100" rx="8"/>
      <ellipse cx="1125" cy="560" rx="35" ry="10" fill="#44403c"/>
      <circle cx="1195" cy="500" r="16"/>
      <path d="M1178 515 L1212 515 L1220 600 L1172 600 Z"/>
      <path d="M1180 530 L1140 548 L1146 556 L1186 545 Z"/>
    </g>`,
  );
}

/** A dhow under a lateen sail on the open ocean at sunrise. */
export function ocean(): string {
  return svg(
    `<defs>${linear('dawn', [
      [0, '#0c4a6e'],
      [0.6, '#38bdf8'],
      [1, '#fde68a'],
    ])}${linear('deep', [
      [0, '#0891b2'],
      [1, '#083344'],
    ])}</defs>
    <rect width="${W}" height="${H}" fill="url(#dawn)"/>
    <circle cx="300" cy="400" r="60" fill="#fef3c7" opacity="0.9"/>
    <rect y="400" width="${W}" height="${H - 400}" fill="url(#deep)"/>
    ${waveBand(420, 4, 160, 0, '#0e7490', 0.7)}
    ${waveBand(470, 8, 260, 1, '#155e75', 0.7)}
    ${waveBand(540, 12, 340, 2, '#164e63', 0.8)}
    ${waveBand(630, 16, 420, 3, '#083344')}
    <g fill="${colour.night}">
      <path d="M700 470 L960 470 L920 505 L730 505 Z"/>
      <rect x="820" y="250" width="7" height="222"/>
      <path d="M823 250 L980 440 L760 455 Q800 360 823 250 Z" fill="#f5f5f4"/>
      <path d="M823 250 L980 440 L960 442 L823 270 Z" fill="#d6d3d1"/>
    </g>
    <path d="M280 440 l40 -2 l40 2 l-40 6 z" fill="#fef3c7" opacity="0.6"/>
    <path d="M260 470 l60 -3 l60 3 l-60 6 z" fill="#fef3c7" opacity="0.4"/>`,
  );
}

/** A baobab and a makuti-roofed homestead in the golden hour. */
export function baobab(): string {
  const hut = (
    x: number,
    s: number,
  ) => `<g transform="translate(${x} 600) scale(${s})" fill="${colour.night}">
      <rect x="-60" y="-70" width="120" height="70"/>
      <path d="M-90 -62 L0 -150 L90 -62 Z" fill="#44403c"/>
      <rect x="-14" y="-45" width="28" height="45" fill="#a16207"/>
    </g>`;
  return svg(
    `<defs>${linear('gold', [
      [0, '#fcd34d'],
      [0.7, '#fdba74'],
      [1, '#fed7aa'],
    ])}</defs>
    <rect width="${W}" height="${H}" fill="url(#gold)"/>
    <circle cx="1000" cy="250" r="90" fill="#fff7ed" opacity="0.8"/>
    <path d="M0 600 Q400 560 800 590 T1280 580 V720 H0 Z" fill="#a16207"/>
    <path d="M0 640 Q500 610 1280 650 V720 H0 Z" fill="#78350f"/>
    <g fill="${colour.night}">
      <path d="M470 610 Q480 470 455 360 L560 360 Q540 470 560 610 Z"/>
      <path d="M470 380 Q420 320 360 300 L366 290 Q430 300 480 350 Z"/>
      <path d="M470 370 Q440 280 420 230 L432 226 Q460 280 486 350 Z"/>
      <path d="M540 370 Q560 280 600 240 L610 248 Q578 290 556 360 Z"/>
      <path d="M548 385 Q610 330 680 318 L682 330 Q620 345 560 400 Z"/>
      <path d="M505 360 Q500 270 510 210 L522 210 Q516 280 520 360 Z"/>
      ${[360, 420, 510, 600, 680].map((x, i) => crown(x, 290 - (i % 2) * 60, 26, colour.night)).join('')}
    </g>
    ${hut(860, 1)}
    ${hut(1010, 0.8)}
    ${hut(180, 0.7)}`,
  );
}

/** A starry night over palms and the Kaya hills. */
export function night(): string {
  const stars = Array.from({ length: 90 }, (_, i) => {
    const x = (i * 977) % W;
    const y = (i * 613) % 420;
    const r = 0.8 + ((i * 7) % 3) * 0.6;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fefce8" opacity="${0.5 + ((i * 3) % 5) / 10}"/>`;
  }).join('');
  return svg(
    `<defs>${linear('sky', [
      [0, '#020617'],
      [0.7, '#1e1b4b'],
      [1, '#4c1d95'],
    ])}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars}
    <circle cx="980" cy="150" r="48" fill="#fef9c3"/>
    <circle cx="1000" cy="140" r="44" fill="#1e1b4b"/>
    <path d="M0 560 Q220 430 470 520 Q700 410 960 510 Q1130 450 1280 500 V720 H0 Z" fill="#14532d" opacity="0.85"/>
    <path d="M0 620 Q300 560 640 610 T1280 600 V720 H0 Z" fill="#052e16"/>
    ${palm(240, 720, 360, 50, '#020617')}
    ${palm(1050, 720, 300, -60, '#020617')}`,
  );
}

/** Logo A: a Kaya tree inside a ring of nine dots, one for each tribe. */
export function logoKaya(size = 256, background = true): string {
  const c = size / 2;
  const dots = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 - Math.PI / 2;
    return `<circle cx="${(c + Math.cos(a) * c * 0.78).toFixed(1)}" cy="${(c + Math.sin(a) * c * 0.78).toFixed(1)}" r="${(size * 0.045).toFixed(1)}" fill="#fde68a"/>`;
  }).join('');
  const s = size / 256;
  return svg(
    `${background ? `<circle cx="${c}" cy="${c}" r="${c}" fill="${colour.clay}"/>` : ''}
    ${dots}
    <g transform="scale(${s})" fill="#fff7ed">
      <rect x="120" y="128" width="16" height="62" rx="4"/>
      <path d="M128 146 L96 118 L102 112 L128 134 Z"/>
      <path d="M128 140 L160 112 L166 118 L128 152 Z"/>
      <circle cx="128" cy="100" r="34"/>
      <circle cx="98" cy="112" r="22"/>
      <circle cx="158" cy="112" r="22"/>
      <rect x="84" y="188" width="88" height="8" rx="4"/>
    </g>`,
    size,
    size,
  );
}

/** Logo B: an ngoma drum with a wave, in the sea's colours. */
export function logoNgoma(size = 256): string {
  const s = size / 256;
  return svg(
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${colour.teal}"/>
    <g transform="scale(${s})">
      <ellipse cx="128" cy="86" rx="54" ry="16" fill="#fde68a"/>
      <path d="M74 86 L90 186 Q128 200 166 186 L182 86 Q128 104 74 86 Z" fill="#fff7ed"/>
      <path d="M80 110 L176 110 M84 140 L172 140 M88 168 L168 168" stroke="${colour.teal}" stroke-width="6"/>
      <path d="M96 86 L110 186 M160 86 L146 186 M128 102 L128 196" stroke="${colour.clay}" stroke-width="5"/>
      <path d="M40 214 Q70 200 100 214 T160 214 T220 214" stroke="#fde68a" stroke-width="8" fill="none" stroke-linecap="round"/>
    </g>`,
    size,
    size,
  );
}

/** The favicon: logo A with no margin to spare. */
export const favicon = () => logoKaya(64);

/** A maskable icon: full-bleed background, the emblem inside the 80 % safe zone. */
export function maskable(size: number): string {
  const inner = logoKaya(size, false).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const k = 0.8;
  return svg(
    `<rect width="${size}" height="${size}" fill="${colour.clay}"/><g transform="translate(${(size * (1 - k)) / 2} ${(size * (1 - k)) / 2}) scale(${k})">${inner}</g>`,
    size,
    size,
  );
}
