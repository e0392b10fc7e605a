// Building blocks of the placeholder illustrations: skies, ground, aircraft, containers,
// trucks, cold-store racks. Everything is drawn in a 1200 × 800 viewBox in brand colours.

export const brand = {
  night: '#17121a',
  ink: '#2e2631',
  burgundy: '#7d2139',
  wine: '#9b2c4a',
  rose: '#e27d98',
  blush: '#f0b4c4',
  ice: '#cfe3ee',
  steel: '#8d98a6',
  light: '#f4eef1',
};

export function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

export function duskSky(id = 'sky', top = '#1c1322', middle = '#5a1a30', bottom = '#e38a73') {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs><rect width="1200" height="800" fill="url(#${id})"/>`;
}

export function sun(cx, cy, r, color = '#f6c6a0', opacity = 0.9) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="${color}" opacity="0.12"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="${color}" opacity="0.2"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
}

export function stars(count, seed = 7, maxY = 300) {
  let x = seed;
  const rand = () => (x = (x * 16807) % 2147483647) / 2147483647;
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${(rand() * 1200).toFixed(1)}" cy="${(rand() * maxY).toFixed(1)}" r="${(rand() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="${(rand() * 0.6 + 0.2).toFixed(2)}"/>`,
  ).join('');
}

export function ground(y, color = brand.night, stripes = true) {
  const marks = stripes
    ? Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${i * 95 - 20}" y="${y + 70}" width="55" height="6" rx="3" fill="#f0d48a" opacity="0.55"/>`,
      ).join('')
    : '';
  return `<rect y="${y}" width="1200" height="${800 - y}" fill="${color}"/>
  <rect y="${y}" width="1200" height="3" fill="#fff" opacity="0.08"/>${marks}`;
}

/** A wide-body freighter seen from the side, nose to the left. */
export function aircraft({
  x = 0,
  y = 0,
  scale = 1,
  body = '#eef0f4',
  accent = brand.burgundy,
  shade = '#c9ced8',
  gear = true,
} = {}) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M700 40 L790 -95 L850 -95 L815 40 Z" fill="${accent}"/>
    <path d="M760 -40 L835 -40 L828 -20 L752 -20 Z" fill="#fff" opacity="0.25"/>
    <path d="M690 30 L790 20 L800 38 L700 50 Z" fill="${shade}"/>
    <path d="M40 70 C40 38 80 22 140 20 L760 20 C810 20 840 30 850 45 L860 70 C860 92 830 110 760 112 L140 118 C80 118 40 100 40 70 Z" fill="${body}"/>
    <path d="M40 70 C40 38 80 22 140 20 L175 20 C120 30 95 50 92 78 L42 80 Z" fill="${shade}" opacity="0.6"/>
    <path d="M60 52 C70 42 88 36 108 34 L112 50 L70 58 Z" fill="${brand.night}" opacity="0.85"/>
    <rect x="140" y="60" width="640" height="9" fill="${accent}"/>
    <rect x="140" y="72" width="640" height="4" fill="${accent}" opacity="0.5"/>
    <rect x="420" y="30" width="110" height="62" rx="6" fill="none" stroke="${shade}" stroke-width="3"/>
    <path d="M330 95 L560 95 L470 190 L420 190 Z" fill="${shade}"/>
    <path d="M340 92 L540 92 L520 102 L350 102 Z" fill="${body}"/>
    <rect x="395" y="120" width="110" height="44" rx="22" fill="${brand.ink}"/>
    <rect x="395" y="120" width="34" height="44" rx="17" fill="#505a68"/>
    ${
      gear
        ? `<rect x="180" y="112" width="8" height="40" fill="${brand.ink}"/><circle cx="184" cy="156" r="13" fill="${brand.night}"/>
    <rect x="520" y="112" width="10" height="42" fill="${brand.ink}"/><circle cx="514" cy="158" r="15" fill="${brand.night}"/><circle cx="544" cy="158" r="15" fill="${brand.night}"/>`
        : ''
    }
  </g>`;
}

/** An air-cargo container (ULD) with its contoured top. */
export function uld({ x, y, w = 150, h = 120, color = '#b9c2cd', label = '' }) {
  return `<g transform="translate(${x} ${y})">
    <path d="M0 ${h} L0 ${h * 0.28} L${w * 0.22} 0 L${w} 0 L${w} ${h} Z" fill="${color}"/>
    <path d="M0 ${h} L0 ${h * 0.28} L${w * 0.22} 0 L${w * 0.3} 0 L${w * 0.1} ${h * 0.3} L${w * 0.1} ${h} Z" fill="#000" opacity="0.12"/>
    ${Array.from({ length: 5 }, (_, i) => `<rect x="${w * 0.18 + i * w * 0.16}" y="${h * 0.18}" width="${w * 0.03}" height="${h * 0.72}" fill="#000" opacity="0.1"/>`).join('')}
    <rect x="0" y="${h - 8}" width="${w}" height="8" fill="#000" opacity="0.25"/>
    ${label ? `<text x="${w * 0.58}" y="${h * 0.62}" font-family="DejaVu Sans, sans-serif" font-size="${h * 0.16}" font-weight="700" fill="#fff" opacity="0.9" text-anchor="middle">${label}</text>` : ''}
  </g>`;
}

/** A refrigerated box truck, cab to the right. */
export function truck({ x, y, scale = 1, box = '#eef0f4', cab = brand.burgundy }) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="0" y="0" width="360" height="150" rx="8" fill="${box}"/>
    <rect x="0" y="0" width="360" height="16" rx="8" fill="#000" opacity="0.06"/>
    <rect x="18" y="100" width="324" height="10" fill="${cab}" opacity="0.85"/>
    <rect x="300" y="-16" width="56" height="18" rx="4" fill="#8d98a6"/>
    <path d="M370 40 L440 40 L480 95 L480 175 L370 175 Z" fill="${cab}"/>
    <path d="M385 52 L432 52 L462 95 L385 95 Z" fill="#1c1322" opacity="0.85"/>
    <rect x="-6" y="150" width="492" height="26" rx="6" fill="${brand.ink}"/>
    <circle cx="80" cy="182" r="28" fill="${brand.night}"/><circle cx="80" cy="182" r="11" fill="#8d98a6"/>
    <circle cx="150" cy="182" r="28" fill="${brand.night}"/><circle cx="150" cy="182" r="11" fill="#8d98a6"/>
    <circle cx="410" cy="182" r="28" fill="${brand.night}"/><circle cx="410" cy="182" r="11" fill="#8d98a6"/>
    <rect x="470" y="120" width="14" height="14" rx="3" fill="#ffe7a8"/>
  </g>`;
}

export function snowflake(cx, cy, r, color = '#fff', opacity = 1) {
  const arms = [0, 60, 120]
    .map(
      (angle) => `<g transform="rotate(${angle} ${cx} ${cy})">
    <line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}"/>
    <polyline points="${cx - r * 0.25},${cy - r * 0.8} ${cx},${cy - r * 0.55} ${cx + r * 0.25},${cy - r * 0.8}" fill="none"/>
    <polyline points="${cx - r * 0.25},${cy + r * 0.8} ${cx},${cy + r * 0.55} ${cx + r * 0.25},${cy + r * 0.8}" fill="none"/>
  </g>`,
    )
    .join('');
  return `<g stroke="${color}" stroke-width="${r * 0.12}" stroke-linecap="round" opacity="${opacity}">${arms}</g>`;
}

export function pallet({ x, y, w = 140, h = 110, goods = '#d9b26f', wrap = true }) {
  return `<g transform="translate(${x} ${y})">
    <rect x="0" y="0" width="${w}" height="${h}" rx="4" fill="${goods}"/>
    ${Array.from({ length: 3 }, (_, i) => `<rect x="0" y="${(h / 3) * i}" width="${w}" height="2" fill="#000" opacity="0.15"/>`).join('')}
    ${Array.from({ length: 2 }, (_, i) => `<rect x="${(w / 2) * (i + 0.5) - 1}" y="0" width="2" height="${h}" fill="#000" opacity="0.12"/>`).join('')}
    ${wrap ? `<rect x="0" y="0" width="${w}" height="${h}" rx="4" fill="#fff" opacity="0.18"/>` : ''}
    <rect x="-4" y="${h}" width="${w + 8}" height="14" fill="#8a6a45"/>
  </g>`;
}
