// Fictional partner marks: a symbol and a wordmark, in one ink colour on transparency,
// so the site can tint them for either theme.
import { svg } from './parts.mjs';

const ink = '#2e2631';

const symbols = {
  star: `<path d="M50 8 L60 40 L92 50 L60 60 L50 92 L40 60 L8 50 L40 40 Z" fill="${ink}"/>`,
  flake: `<g stroke="${ink}" stroke-width="8" stroke-linecap="round"><line x1="50" y1="12" x2="50" y2="88"/><line x1="17" y1="31" x2="83" y2="69"/><line x1="17" y1="69" x2="83" y2="31"/></g>`,
  tulip: `<path d="M50 86 L50 52 M50 52 C28 50 22 30 26 14 C36 24 44 26 50 18 C56 26 64 24 74 14 C78 30 72 50 50 52 Z" fill="${ink}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
  globe: `<g fill="none" stroke="${ink}" stroke-width="7"><circle cx="50" cy="50" r="36"/><ellipse cx="50" cy="50" rx="16" ry="36"/><line x1="14" y1="50" x2="86" y2="50"/></g>`,
  arrows: `<path d="M12 38 L62 38 L62 22 L90 50 L62 78 L62 62 L12 62 Z" fill="${ink}"/>`,
  haven: `<path d="M14 80 L50 18 L86 80 Z" fill="none" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/><circle cx="50" cy="60" r="10" fill="${ink}"/>`,
  waves: `<g fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"><path d="M12 36 C28 24 40 48 56 36 S84 24 90 36"/><path d="M12 58 C28 46 40 70 56 58 S84 46 90 58"/><path d="M12 80 C28 68 40 92 56 80 S84 68 90 80"/></g>`,
};

function mark(symbol, name, tagline) {
  return svg(
    640,
    200,
    `<g transform="translate(20 50)">${symbols[symbol]}</g>
    <text x="140" y="${tagline ? 112 : 122}" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="700" fill="${ink}" letter-spacing="-1">${name}</text>
    ${tagline ? `<text x="142" y="150" font-family="DejaVu Sans, sans-serif" font-size="22" fill="${ink}" letter-spacing="6">${tagline}</text>` : ''}`,
  );
}

export const partnerLogos = {
  'aerolinea-polar': mark('star', 'Aerolinea Polar', 'AIR CARGO'),
  'nordwind-freight': mark('arrows', 'Nordwind', 'FREIGHT'),
  'skyhaven-cargo': mark('haven', 'Skyhaven', 'CARGO'),
  'tulipair-logistics': mark('tulip', 'Tulipair', 'LOGISTICS'),
  'meridian-air-freight': mark('globe', 'Meridian', 'AIR FREIGHT'),
  'coldchain-connect': mark('flake', 'Coldchain', 'CONNECT'),
  'lowlands-handling': mark('waves', 'Lowlands', 'HANDLING'),
};
