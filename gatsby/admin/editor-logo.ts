// The company's logo for its content editor: the site's own mark (src/components/layout/Logo.tsx)
// beside the brand name from data/company.yaml, as one SVG file. Decap shows it on its sign-in
// page (where its own large logo stood) and at the left of its header (`logo` in config.yml);
// it can show only a picture there, so the name is drawn into it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogoMark } from '../../src/components/layout/Logo';
import { palette } from '../../src/theme/tokens';

/** The logo's file name in the editor's folder, as config.yml names it. */
export const EDITOR_LOGO_FILE = 'logo.svg';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Drawn 40 units high: the mark, a gap, and the name at 20 units in the site's bold. */
const MARK = 40;
const GAP = 12;
const FONT_SIZE = 20;
// A bold system-ui letter is on average about 0.6 of its size wide ("Noordvliet Cargo": 0.598
// in Chromium on Debian). The name is drawn to exactly the width reserved for it
// (`textLength`), so a name of wider or narrower letters, or another face, still fits.
const LETTER = 0.62 * FONT_SIZE;

export function editorLogo(brandName: string): string {
  const nameWidth = Math.ceil([...brandName].length * LETTER);
  const width = MARK + GAP + nameWidth;
  const mark = renderToStaticMarkup(createElement(LogoMark))
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  // Shown at one and a half times its drawing, and never wider than the 300 px Decap keeps for it.
  const shown = Math.min(300, width * 1.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${MARK}" width="${shown}" height="${Math.round((shown * MARK) / width)}" role="img" aria-label="${escapeXml(brandName)}">
<g>${mark}</g>
<text x="${MARK + GAP}" y="27" textLength="${nameWidth}" lengthAdjust="spacingAndGlyphs" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="${FONT_SIZE}" fill="${palette.ink900}">${escapeXml(brandName)}</text>
</svg>
`;
}
