import type { HTMLAttributes, ReactNode } from 'react';
import { layout, media, vars } from '../../theme/tokens';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** `plain` on the page background, `tinted` on the surface colour, `dark` on the brand's dark. */
  tone?: 'plain' | 'tinted' | 'dark';
  /**
   * For sections below the fold: the browser skips their style, layout and paint until
   * they come near the viewport, which shortens the first long task on a slow phone.
   * `estimatedHeight` keeps the scrollbar honest until then.
   */
  belowFold?: { estimatedHeight: number };
  children: ReactNode;
}

/** A full-width band of a page with its content centred at the site's reading width. */
export function Section({ tone = 'plain', belowFold, children, ...rest }: SectionProps) {
  return (
    <section
      css={[
        bandStyle,
        toneStyles[tone],
        belowFold && {
          contentVisibility: 'auto',
          containIntrinsicSize: `auto ${belowFold.estimatedHeight}px`,
          // On paper every section is "near": render them all.
          '@media print': { contentVisibility: 'visible' },
        },
      ]}
      {...rest}
    >
      <div css={containerStyle}>{children}</div>
    </section>
  );
}

const bandStyle = {
  padding: '3.5rem 0',
  [media.atLeast('md')]: { padding: '5rem 0' },
} as const;

const toneStyles = {
  plain: {},
  tinted: { background: vars.surface },
  dark: { background: vars.chrome, color: vars.chromeText },
} as const;

export const containerStyle = {
  // Full width up to the maximum even as a flex item (the page's <main> is a flex column),
  // where auto margins would otherwise shrink it to its content: an image inside would be
  // 0 px wide until it loaded, then push the page down.
  width: '100%',
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: '0 1.25rem',
  [media.atLeast('md')]: { padding: '0 1.5rem' },
} as const;
