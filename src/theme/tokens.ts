/**
 * Design tokens: the one place for colours (both themes), radii, the type sizes shared by
 * several components, the layout's widths, breakpoints and the durations the spec fixes.
 * Components use `vars` (CSS custom properties), so a theme switch is a single attribute
 * change on <html> and never re-renders React. Spacing is not a token: each component
 * writes its own margins and paddings in rem beside the rule they belong to.
 */

/** The brand's raw colours; components use `vars` (themed) or, for drawn marks, these. */
export const palette = {
  burgundy900: '#3d0c1a',
  burgundy700: '#6b1a30',
  burgundy600: '#7d2139',
  burgundy500: '#9b2c4a',
  burgundy300: '#e27d98',
  burgundy200: '#f0b4c4',
  ink950: '#0f0c10',
  ink900: '#17121a',
  ink800: '#221b25',
  ink700: '#2e2631',
  ink500: '#5e5462',
  ink300: '#b8afbb',
  ink100: '#ece7ea',
  paper: '#ffffff',
  paper50: '#f8f5f6',
} as const;

const light = {
  bg: palette.paper,
  surface: palette.paper50,
  surfaceRaised: palette.paper,
  text: palette.ink900,
  textMuted: '#544a57',
  border: '#e4dce0',
  primary: palette.burgundy600,
  primaryHover: palette.burgundy700,
  onPrimary: palette.paper,
  link: palette.burgundy600,
  focus: palette.burgundy500,
  chrome: palette.ink900,
  chromeText: palette.ink100,
  chromeStrong: palette.paper,
  chromeMuted: palette.ink300,
  chromeAccent: palette.burgundy300,
  chromeBorder: palette.ink700,
  chromeOutline: 'rgba(255, 255, 255, 0.35)',
  scrim: 'rgba(10, 8, 11, 0.55)',
  drawerShadow: '8px 0 32px rgba(0, 0, 0, 0.35)',
  shadow: '0 1px 2px rgba(23, 18, 26, 0.06), 0 8px 24px rgba(23, 18, 26, 0.08)',
};

type ColorTokens = { [K in keyof typeof light]: string };

const dark: ColorTokens = {
  bg: palette.ink950,
  surface: palette.ink900,
  surfaceRaised: palette.ink800,
  text: palette.ink100,
  textMuted: palette.ink300,
  border: palette.ink700,
  primary: palette.burgundy500,
  primaryHover: palette.burgundy600,
  onPrimary: palette.paper,
  link: palette.burgundy300,
  focus: palette.burgundy300,
  chrome: '#0a080b',
  chromeText: palette.ink100,
  chromeStrong: palette.paper,
  chromeMuted: palette.ink300,
  chromeAccent: palette.burgundy300,
  chromeBorder: palette.ink800,
  chromeOutline: 'rgba(255, 255, 255, 0.35)',
  scrim: 'rgba(10, 8, 11, 0.55)',
  drawerShadow: '8px 0 32px rgba(0, 0, 0, 0.35)',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.35)',
};

export const colors = { light, dark };

export type ColorName = keyof ColorTokens;

const cssVarName = (name: string) =>
  `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `vars.primary` is `var(--color-primary)`: use these in styles, never raw colours. */
export const vars = Object.fromEntries(
  Object.keys(light).map((name) => [name, `var(${cssVarName(name)})`]),
) as Record<ColorName, string>;

/** The custom-property declarations for one theme, for the global stylesheet. */
export function themeDeclarations(theme: ColorTokens): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme).map(([name, value]) => [cssVarName(name), value]),
  );
}

/** The brand's two backgrounds: the night of the hero and inner-page intros, and burgundy. */
export const gradients = {
  night: `linear-gradient(160deg, #1d1520 0%, ${palette.ink950} 100%)`,
  nightGlow:
    'radial-gradient(ellipse 80% 60% at 85% 20%, rgba(155, 44, 74, 0.55), transparent 70%)',
  /** A second, fainter glow low on the left, for the home page's hero. */
  nightEmber:
    'radial-gradient(ellipse 60% 50% at 10% 100%, rgba(125, 33, 57, 0.35), transparent 70%)',
  burgundy: `linear-gradient(120deg, #5e1628 0%, ${palette.burgundy600} 55%, ${palette.burgundy500} 100%)`,
} as const;

export const radius = { sm: '6px', md: '12px', pill: '999px' } as const;

export const font = {
  // The system stack: no font download, no render-blocking request on a slow phone.
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  sizeBase: '1rem',
  sizeLg: '1.25rem',
  sizeXl: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)',
  sizeHero: 'clamp(2.4rem, 1.6rem + 4vw, 4.25rem)',
} as const;

export const layout = {
  maxWidth: '1200px',
  headerHeight: '64px',
  drawerWidth: '260px',
} as const;

const breakpoints = { sm: 480, md: 768, lg: 1024 } as const;

/** Media-query helpers: `[media.atLeast('md')]: { … }`. */
export const media = {
  atLeast: (name: keyof typeof breakpoints) => `@media (min-width: ${breakpoints[name]}px)`,
  below: (name: keyof typeof breakpoints) => `@media (max-width: ${breakpoints[name] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const durations = {
  /** Counter animation from 0 to its target (spec, section 9). */
  counterMs: 1800,
  /** One full loop of the partner carousel (spec, section 9). */
  carouselLoopS: 28,
  drawerMs: 250,
} as const;
