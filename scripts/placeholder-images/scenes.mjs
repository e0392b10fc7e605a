// The placeholder scenes, one function each, returning SVG text.
import {
  aircraft,
  brand,
  duskSky,
  ground,
  pallet,
  snowflake,
  stars,
  sun,
  svg,
  truck,
  uld,
} from './parts.mjs';

const clouds = (y, opacity = 0.25) =>
  `<g fill="#fff" opacity="${opacity}">
    <ellipse cx="180" cy="${y}" rx="160" ry="18"/><ellipse cx="260" cy="${y - 12}" rx="90" ry="16"/>
    <ellipse cx="860" cy="${y + 40}" rx="220" ry="20"/><ellipse cx="960" cy="${y + 28}" rx="110" ry="16"/>
  </g>`;

const tower = (x, y) => `<g transform="translate(${x} ${y})" fill="${brand.night}">
  <rect x="20" y="60" width="36" height="260"/><path d="M0 60 L76 60 L66 0 L10 0 Z"/>
  <rect x="6" y="14" width="64" height="26" fill="#f6c6a0" opacity="0.55"/><rect x="34" y="-30" width="6" height="32"/>
</g>`;

export function clearingForwarding() {
  return svg(
    1200,
    800,
    `${duskSky('s1')}${stars(40, 3, 260)}${sun(880, 520, 70)}${clouds(300, 0.18)}
    ${tower(1040, 250)}
    ${ground(560)}
    ${aircraft({ x: 40, y: 380, scale: 1.0 })}
    ${uld({ x: 640, y: 600, label: 'AMS' })}${uld({ x: 800, y: 600, color: '#9aa5b3' })}${uld({ x: 960, y: 600, color: brand.wine, label: 'PER' })}
    <rect x="630" y="720" width="500" height="10" rx="5" fill="${brand.ink}"/>`,
  );
}

export function importExport() {
  return svg(
    1200,
    800,
    `${duskSky('s2', '#241828', '#7d2139', '#f0a47e')}${sun(300, 560, 90, '#ffd3a6')}
    ${clouds(520, 0.22)}${clouds(640, 0.14)}
    <path d="M0 690 C200 650 420 640 600 660 C800 680 1000 650 1200 620 L1200 800 L0 800 Z" fill="${brand.night}" opacity="0.85"/>
    <path d="M0 730 C260 700 520 710 760 730 C940 745 1080 720 1200 700 L1200 800 L0 800 Z" fill="${brand.night}"/>
    <g transform="rotate(-12 600 300)">${aircraft({ x: 250, y: 230, scale: 0.85, gear: false })}</g>
    <path d="M40 520 C300 470 520 420 640 380" stroke="#fff" stroke-width="3" fill="none" opacity="0.25" stroke-dasharray="2 14" stroke-linecap="round"/>`,
  );
}

export function coldStorage() {
  const racks = [0, 1, 2]
    .map((level) =>
      [0, 1, 2, 3]
        .map((slot) =>
          pallet({
            x: 120 + slot * 170,
            y: 150 + level * 180,
            w: 130,
            h: 120,
            goods: ['#d7dee6', '#c4d3df', '#e2c9cf', '#b8c9d6'][(slot + level) % 4],
          }),
        )
        .join(''),
    )
    .join('');
  const beams = [0, 1, 2, 3]
    .map(
      (level) =>
        `<rect x="90" y="${284 + level * 180 - 180 + 180 - 14}" width="700" height="12" fill="${brand.burgundy}"/>`,
    )
    .join('');
  return svg(
    1200,
    800,
    `<defs><linearGradient id="cold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2a3a"/><stop offset="1" stop-color="#0e1620"/></linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.2" r="0.7"><stop offset="0" stop-color="#9fd3ff" stop-opacity="0.35"/><stop offset="1" stop-color="#9fd3ff" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="800" fill="url(#cold)"/><rect width="1200" height="800" fill="url(#glow)"/>
    <rect x="90" y="110" width="14" height="600" fill="#3a4a5c"/><rect x="776" y="110" width="14" height="600" fill="#3a4a5c"/>
    ${racks}${beams}
    <rect y="710" width="1200" height="90" fill="#0a1118"/><rect y="710" width="1200" height="3" fill="#9fd3ff" opacity="0.3"/>
    <g transform="translate(850 170)">
      <rect width="270" height="170" rx="18" fill="${brand.night}" stroke="#9fd3ff" stroke-opacity="0.35" stroke-width="2"/>
      <text x="135" y="108" font-family="DejaVu Sans, sans-serif" font-size="76" font-weight="700" fill="#e8f4ff" text-anchor="middle">2 °C</text>
      <text x="135" y="145" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#9fd3ff" text-anchor="middle" letter-spacing="4">COOL CELL 3</text>
      <circle cx="236" cy="34" r="9" fill="#5ee38f"/>
    </g>
    ${snowflake(990, 480, 70, '#cfe8ff', 0.35)}${snowflake(1110, 620, 34, '#cfe8ff', 0.25)}${snowflake(880, 640, 24, '#cfe8ff', 0.2)}`,
  );
}

export function freightHandling() {
  return svg(
    1200,
    800,
    `${duskSky('s4', '#1a1420', '#4e1729', '#c96b62')}${stars(30, 11, 220)}
    <rect x="0" y="200" width="1200" height="16" fill="#fff" opacity="0.04"/>
    ${ground(600)}
    ${aircraft({ x: 380, y: 270, scale: 1.15 })}
    <path d="M640 470 L560 600 L600 600 L680 480 Z" fill="${brand.steel}"/>
    <g transform="translate(60 0)">
      ${uld({ x: 40, y: 520, w: 150, h: 110, color: '#b9c2cd' })}${uld({ x: 210, y: 520, w: 150, h: 110, color: brand.wine, label: 'PER' })}
      <rect x="30" y="630" width="340" height="16" fill="${brand.ink}"/>
      <circle cx="70" cy="656" r="14" fill="${brand.night}"/><circle cx="330" cy="656" r="14" fill="${brand.night}"/>
      <g transform="translate(380 590)"><rect width="110" height="56" rx="8" fill="#f0d48a"/><rect x="10" y="-34" width="56" height="36" rx="6" fill="#f0d48a"/><rect x="18" y="-28" width="40" height="22" rx="3" fill="${brand.night}" opacity="0.8"/>
      <circle cx="26" cy="64" r="16" fill="${brand.night}"/><circle cx="88" cy="64" r="16" fill="${brand.night}"/></g>
    </g>
    <g opacity="0.85">${Array.from({ length: 6 }, (_, i) => `<rect x="${740 + i * 70}" y="690" width="40" height="8" rx="4" fill="#f0d48a" opacity="0.5"/>`).join('')}</g>`,
  );
}

export function aboutHeader() {
  const dockDoors = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${560 + i * 100}" y="520" width="72" height="110" rx="3" fill="#2a2230"/><rect x="${560 + i * 100}" y="520" width="72" height="10" fill="${brand.rose}" opacity="0.5"/>`,
  ).join('');
  return svg(
    2000,
    900,
    `<defs><linearGradient id="s5" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1320"/><stop offset="0.6" stop-color="#5a1a30"/><stop offset="1" stop-color="#e09272"/></linearGradient></defs>
    <rect width="2000" height="900" fill="url(#s5)"/>${stars(60, 5, 300).replace(/cx="(\d+\.?\d*)"/g, (_, x) => `cx="${(x * 1.66).toFixed(1)}"`)}
    ${sun(1500, 560, 90)}
    <g transform="translate(1250 180) scale(0.7)">${aircraft({ gear: false })}</g>
    <rect y="640" width="2000" height="260" fill="${brand.night}"/>
    <rect x="480" y="380" width="1100" height="260" fill="#231c27"/>
    <rect x="480" y="380" width="1100" height="22" fill="${brand.burgundy}"/>
    <rect x="520" y="420" width="300" height="64" rx="6" fill="${brand.burgundy}"/>
    <text x="670" y="464" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="3">COLD CHAIN</text>
    ${dockDoors}
    ${truck({ x: 120, y: 600, scale: 0.9 })}${truck({ x: 1640, y: 612, scale: 0.75, cab: brand.wine })}
    ${Array.from({ length: 18 }, (_, i) => `<rect x="${i * 120 - 30}" y="790" width="60" height="8" rx="4" fill="#f0d48a" opacity="0.45"/>`).join('')}`,
  );
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Splits a line of text into lines of at most `width` characters. */
function wrap(text, width) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines[lines.length - 1];
    if ((line + ' ' + word).trim().length > width) lines.push(word);
    else lines[lines.length - 1] = (line + ' ' + word).trim();
  }
  return lines;
}

export function shareImage(brandName, tagline) {
  const routes = [
    [980, 150],
    [1080, 330],
    [930, 470],
    [760, 520],
    [700, 180],
  ];
  const hub = [820, 300];
  return svg(
    1200,
    630,
    `<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d1520"/><stop offset="1" stop-color="#0f0c10"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="#9b2c4a" stop-opacity="0.6"/><stop offset="1" stop-color="#9b2c4a" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="630" fill="url(#og)"/><rect width="1200" height="630" fill="url(#glow)"/>
    <g fill="none" stroke="${brand.rose}" stroke-width="2" stroke-dasharray="4 9" stroke-linecap="round" opacity="0.75">
      ${routes.map(([x, y]) => `<path d="M${hub[0]} ${hub[1]} Q${(hub[0] + x) / 2} ${Math.min(hub[1], y) - 80} ${x} ${y}"/>`).join('')}
    </g>
    ${routes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${brand.rose}" opacity="0.15"/><circle cx="${x}" cy="${y}" r="6" fill="${brand.blush}"/>`).join('')}
    <circle cx="${hub[0]}" cy="${hub[1]}" r="40" fill="${brand.wine}" opacity="0.3"/><circle cx="${hub[0]}" cy="${hub[1]}" r="10" fill="#fff"/>
    <g transform="translate(80 200) scale(2.2)"><rect width="40" height="40" rx="9" fill="${brand.burgundy}"/><path d="M8 24.5 31.5 12c1.6-.8 3 .9 1.8 2.2L22 26.5l-4.5 7-2-6.5-7.5-2.5z" fill="#fff"/><path d="M9 31.5h9" stroke="${brand.blush}" stroke-width="2.2" stroke-linecap="round"/></g>
    <text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="68" font-weight="700" fill="#fff" letter-spacing="-1">${escapeXml(brandName)}</text>
    ${wrap(tagline, 38)
      .map(
        (line, i) =>
          `<text x="82" y="${440 + i * 40}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="${brand.blush}">${escapeXml(line)}</text>`,
      )
      .join('')}
    <rect x="0" y="610" width="1200" height="20" fill="${brand.burgundy}"/>`,
  );
}
