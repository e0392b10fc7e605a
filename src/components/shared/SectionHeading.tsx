import type { ReactNode } from 'react';
import { font, vars } from '../../theme/tokens';

export interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Heading level: 1 for a page's title, 2 (default) for its sections. */
  level?: 1 | 2;
  className?: string;
}

export function SectionHeading({
  id,
  eyebrow,
  intro,
  children,
  level = 2,
  className,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div css={wrapperStyle} className={className}>
      {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
      <Heading id={id} css={[headingStyle, level === 1 && pageTitleStyle]}>
        {children}
      </Heading>
      {intro && <p css={introStyle}>{intro}</p>}
    </div>
  );
}

const wrapperStyle = { maxWidth: '46rem', marginBottom: '2.25rem' } as const;

export const eyebrowStyle = {
  margin: '0 0 0.6rem',
  color: vars.link,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
} as const;

const headingStyle = { fontSize: font.sizeXl, letterSpacing: '-0.02em', margin: 0 } as const;

const pageTitleStyle = { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)' } as const;

const introStyle = {
  margin: '0.9rem 0 0',
  color: vars.textMuted,
  fontSize: font.sizeLg,
  lineHeight: 1.5,
} as const;
