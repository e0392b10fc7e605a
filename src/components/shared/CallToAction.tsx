import type { ReactNode } from 'react';
import { font, gradients, media, radius, vars } from '../../theme/tokens';

export interface CallToActionProps {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}

/** A closing invitation to act, on the brand's burgundy. */
export function CallToAction({ id, heading, text, children }: CallToActionProps) {
  return (
    <section css={panelStyle} aria-labelledby={id}>
      <div>
        <h2 id={id} css={headingStyle}>
          {heading}
        </h2>
        <p css={textStyle}>{text}</p>
      </div>
      <div>{children}</div>
    </section>
  );
}

const panelStyle = {
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'center',
  padding: '2.25rem 1.5rem',
  borderRadius: radius.md,
  color: vars.chromeStrong,
  background: gradients.burgundy,
  [media.atLeast('md')]: { gridTemplateColumns: '1fr auto', padding: '3rem' },
} as const;

const headingStyle = {
  fontSize: font.sizeXl,
  margin: '0 0 0.5rem',
  color: vars.chromeStrong,
} as const;

const textStyle = {
  margin: 0,
  color: vars.chromeText,
  fontSize: '1.1rem',
  maxWidth: '38rem',
} as const;
