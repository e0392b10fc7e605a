import { media, palette, vars } from '../../theme/tokens';

/** The brand mark: a wing over a cold-chain line, in the brand's burgundy. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="34"
      height="34"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="40" height="40" rx="9" fill={palette.burgundy600} />
      <path
        d="M8 24.5 31.5 12c1.6-.8 3 .9 1.8 2.2L22 26.5l-4.5 7-2-6.5-7.5-2.5z"
        fill={palette.paper}
      />
      <path d="M9 31.5h9" stroke={palette.burgundy200} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export const logoTextStyle = {
  fontWeight: 700,
  fontSize: '1.1rem',
  letterSpacing: '-0.01em',
  color: vars.chromeText,
  // On a phone the wordmark stacks on two lines, leaving room for the header's controls.
  [media.below('sm')]: { fontSize: '0.95rem', lineHeight: 1.1, width: 'min-content' },
} as const;
