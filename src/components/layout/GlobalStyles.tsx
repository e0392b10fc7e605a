import { Global, css } from '@emotion/react';
import { colors, font, layout, themeDeclarations, vars } from '../../theme/tokens';
import { THEME_ATTRIBUTE } from '../../preferences/theme';

const globalStyles = css({
  ':root': { ...themeDeclarations(colors.light), colorScheme: 'light' },
  [`:root[${THEME_ATTRIBUTE}='dark']`]: { ...themeDeclarations(colors.dark), colorScheme: 'dark' },
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    // Anchored sections (/services/#cargo-cold) land below the sticky header, not under it.
    scrollPaddingTop: `calc(${layout.headerHeight} + 1rem)`,
    WebkitTextSizeAdjust: '100%',
  },
  // While a modal (the mobile drawer) is open, the page behind stays where it is.
  'html:has(dialog[open])': { overflow: 'hidden' },
  body: {
    margin: 0,
    fontFamily: font.body,
    fontSize: font.sizeBase,
    lineHeight: 1.6,
    color: vars.text,
    background: vars.bg,
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4': {
    lineHeight: 1.2,
    margin: '0 0 0.5em',
    textWrap: 'balance',
    // Dutch compounds ("luchtvaartmaatschappijen") are wider than a phone at heading size:
    // hyphenated in the page's language where the browser can, broken at the edge otherwise.
    hyphens: 'auto',
    overflowWrap: 'break-word',
  },
  p: { margin: '0 0 1em' },
  a: { color: vars.link },
  img: { maxWidth: '100%', display: 'block' },
  ':focus-visible': {
    outline: `3px solid ${vars.focus}`,
    outlineOffset: '2px',
    borderRadius: '2px',
  },
  // Printed pages (the general conditions, mostly): the content only, black on white, and
  // the company named at the end (./PrintImprint.tsx): no header controls, menu, carousel,
  // skip link or footer.
  '@media print': {
    'header, footer, dialog, [data-print="hide"]': { display: 'none !important' },
    '*': {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
    },
    a: { textDecoration: 'none' },
    main: { padding: 0 },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
