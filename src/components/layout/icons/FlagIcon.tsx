/**
 * Flags drawn inline: bundled with the page, so the selector costs no request and
 * depends on no third-party server.
 */
export interface FlagIconProps {
  flag: 'gb' | 'nl';
  className?: string;
}

export function FlagIcon({ flag, className }: FlagIconProps) {
  return (
    <svg
      viewBox="0 0 60 40"
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {flag === 'nl' ? <NetherlandsFlag /> : <UnitedKingdomFlag />}
    </svg>
  );
}

const NetherlandsFlag = () => (
  <>
    <rect width="60" height="40" fill="#21468b" />
    <rect width="60" height="26.67" fill="#fff" />
    <rect width="60" height="13.33" fill="#ae1c28" />
  </>
);

const UnitedKingdomFlag = () => (
  <>
    {/* The svg's viewport clips the diagonals; no clipPath id that could repeat on a page. */}
    <rect width="60" height="40" fill="#012169" />
    <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
    <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
    <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
    <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
  </>
);
