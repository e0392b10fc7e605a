import { useTranslation } from 'react-i18next';
import { routePath } from '../../core/routes';
import { font, gradients, media, vars } from '../../theme/tokens';
import { ButtonLink } from '../shared/ButtonLink';
import { buttonRowStyle } from '../shared/buttonStyles';
import { containerStyle } from '../shared/Section';
import { visuallyHidden } from '../shared/visuallyHidden';
import { RouteMap } from './RouteMap';

export interface HeroProps {
  headline: readonly string[];
  subtitle: string;
}

/** The home page's opening: text only, so it paints at once on a slow connection. */
export function Hero({ headline, subtitle }: HeroProps) {
  const { t } = useTranslation('home');
  return (
    <section css={heroStyle} aria-labelledby="hero-heading">
      <div css={[containerStyle, innerStyle]}>
        <p css={eyebrowStyle}>{t('hero.eyebrow')}</p>
        <h1 id="hero-heading" css={headlineStyle}>
          {headline.map((line) => (
            <span key={line} css={lineStyle}>
              {line}
            </span>
          ))}
        </h1>
        <p css={subtitleStyle}>{subtitle}</p>
        <div css={buttonRowStyle}>
          <ButtonLink to={routePath('contact')}>{t('hero.getInTouch')}</ButtonLink>
          <ButtonLink to={routePath('services')} variant="onDark">
            {t('hero.learnMore')}
            <span css={visuallyHidden}> {t('hero.learnMoreContext')}</span>
          </ButtonLink>
        </div>
      </div>
      {/* After the text: the map is centred on the hero's height, which is the text's. Before
          it, a page whose HTML arrives in parts drew the map on a short hero and moved it. */}
      <RouteMap />
    </section>
  );
}

const heroStyle = {
  position: 'relative',
  overflow: 'hidden',
  color: vars.chromeText,
  background: [gradients.nightGlow, gradients.nightEmber, gradients.night].join(', '),
} as const;

const innerStyle = {
  position: 'relative',
  // Above the map, which comes after it.
  zIndex: 1,
  padding: '3.5rem 1.25rem 4rem',
  [media.atLeast('md')]: { padding: '6rem 1.5rem 6.5rem' },
} as const;

const eyebrowStyle = {
  margin: '0 0 1rem',
  color: vars.chromeAccent,
  fontSize: '0.85rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
} as const;

const headlineStyle = {
  margin: '0 0 1.25rem',
  fontSize: font.sizeHero,
  fontWeight: 800,
  lineHeight: 1.02,
  letterSpacing: '-0.03em',
  color: vars.chromeStrong,
} as const;

const lineStyle = {
  display: 'block',
  ':last-of-type': { color: vars.chromeAccent },
} as const;

const subtitleStyle = {
  maxWidth: '36rem',
  margin: '0 0 2rem',
  color: vars.chromeMuted,
  fontSize: font.sizeLg,
  lineHeight: 1.55,
} as const;
