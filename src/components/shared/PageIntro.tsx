import type { ReactNode } from 'react';
import { font, gradients, media, vars } from '../../theme/tokens';
import { containerStyle } from './Section';

export interface PageIntroProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Stretch to the footer: for a page that is nothing but its intro (404). */
  fill?: boolean;
}

/** The dark opening band of an inner page: its title and a line about it. */
export function PageIntro({ title, intro, children, fill = false }: PageIntroProps) {
  return (
    <div css={[bandStyle, fill && fillStyle]}>
      <div css={[containerStyle, innerStyle]}>
        <h1 css={titleStyle}>{title}</h1>
        {intro && <p css={introStyle}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}

const bandStyle = {
  color: vars.chromeText,
  background: [gradients.nightGlow, gradients.night].join(', '),
} as const;

const fillStyle = { flex: 1 } as const;

const innerStyle = {
  padding: '3rem 1.25rem 3.25rem',
  [media.atLeast('md')]: { padding: '4.5rem 1.5rem 4.5rem' },
} as const;

const titleStyle = {
  margin: 0,
  color: vars.chromeStrong,
  fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.4rem)',
  fontWeight: 800,
  letterSpacing: '-0.03em',
} as const;

const introStyle = {
  maxWidth: '42rem',
  margin: '1rem 0 0',
  color: vars.chromeMuted,
  fontSize: font.sizeLg,
  lineHeight: 1.55,
} as const;
