import { keyframes } from '@emotion/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { THEME_ATTRIBUTE } from '../../preferences/theme';
import { durations, media, vars } from '../../theme/tokens';
import { PageScript } from '../shared/PageScript';
import { Section } from '../shared/Section';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { SectionHeading } from '../shared/SectionHeading';

export interface Partner {
  readonly name: string;
  readonly logo: IGatsbyImageData | null;
}

/**
 * Partner logos drifting past in an endless loop. The list is drawn twice so the loop is
 * seamless; the copy is hidden from assistive technology. It pauses on hover, on keyboard
 * focus and with its pause switch; with reduced motion it stands still, all logos in view.
 * The switch is a native checkbox and CSS pauses the loop while it is checked, so it works
 * from the first paint, with or without scripts; React leaves it alone (uncontrolled).
 */
export function PartnerCarousel({ partners }: { partners: readonly Partner[] }) {
  const { t } = useTranslation('home');
  return (
    <Section
      tone="tinted"
      aria-labelledby="partners-heading"
      belowFold={{ estimatedHeight: 380 }}
      data-print="hide"
    >
      <div css={carouselStyle}>
        <div css={headerStyle}>
          <SectionHeading id="partners-heading" css={headingStyle}>
            {t('partners.heading')}
          </SectionHeading>
          <label css={pauseSwitchStyle}>
            <input type="checkbox" role="switch" css={checkboxStyle} />
            {t('partners.pause')}
          </label>
        </div>
        <div css={viewportStyle} data-testid="partner-carousel">
          <ul css={trackStyle}>
            {partners.map((partner) => (
              <li key={partner.name} css={itemStyle}>
                <PartnerLogo partner={partner} alt={partner.name} />
              </li>
            ))}
            {partners.map((partner) => (
              <li key={`${partner.name}-copy`} css={[itemStyle, copyStyle]} aria-hidden="true">
                <PartnerLogo partner={partner} alt="" />
              </li>
            ))}
          </ul>
        </div>
        <PageScript name="partnerLogos" />
      </div>
    </Section>
  );
}

/**
 * Lazy, so the page's first view loads none of them, and loaded ahead by the strip's page
 * script (partner-logos.ts) once the strip comes near: the browser's own lazy loading waits
 * until each logo is inside the strip's clipped window, and a logo sliding in from the right
 * was blank while it loaded (one sighting in five at 375 px). The copies reuse the same files.
 */
function PartnerLogo({ partner, alt }: { partner: Partner; alt: string }) {
  if (!partner.logo) return <span css={nameStyle}>{partner.name}</span>;
  return <ResponsiveImage image={partner.logo} alt={alt} priority="low" css={logoStyle} />;
}

const headerStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '1rem',
  marginBottom: '2rem',
} as const;

// A flex item is never narrower than its longest word unless told: the Dutch heading's
// compound is wider than a phone.
const headingStyle = { marginBottom: 0, minWidth: 0 } as const;

// The loop is paused while the switch is on: no script involved.
const carouselStyle = {
  ':has(input[role="switch"]:checked) ul': { animationPlayState: 'paused' },
} as const;

/** The label is the visible control, shaped as a button; it looks pressed while paused. */
const pauseSwitchStyle = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '44px',
  padding: '0.5rem 1rem',
  borderRadius: '999px',
  border: `1px solid ${vars.border}`,
  background: vars.bg,
  color: vars.text,
  fontSize: '0.9rem',
  fontWeight: 600,
  cursor: 'pointer',
  userSelect: 'none',
  ':hover': { borderColor: vars.link },
  ':has(:checked)': { background: vars.primary, borderColor: vars.primary, color: vars.onPrimary },
  ':has(:focus-visible)': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
  [media.reducedMotion]: { display: 'none' },
} as const;

// Covers the whole label so a tap anywhere on it hits the checkbox itself; invisible.
const checkboxStyle = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
} as const;

const viewportStyle = {
  overflow: 'hidden',
  // Logos fade in and out at the edges instead of being cut off.
  maskImage: 'linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent)',
  ':hover ul, :focus-within ul': { animationPlayState: 'paused' },
} as const;

// The track holds the list twice: moving it by half its width is exactly one loop.
const scrollOneLoop = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

const trackStyle = {
  display: 'flex',
  width: 'max-content',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animation: `${scrollOneLoop} ${durations.carouselLoopS}s linear infinite`,
  [media.reducedMotion]: {
    animation: 'none',
    width: 'auto',
    flexWrap: 'wrap',
    justifyContent: 'center',
  },
} as const;

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '200px',
  height: '80px',
  padding: '0 1.5rem',
  flexShrink: 0,
} as const;

const copyStyle = { [media.reducedMotion]: { display: 'none' } } as const;

const logoStyle = {
  width: '100%',
  opacity: 0.75,
  [`html[${THEME_ATTRIBUTE}='dark'] &`]: { filter: 'invert(1)', opacity: 0.85 },
} as const;

const nameStyle = { fontWeight: 700, color: vars.textMuted } as const;
