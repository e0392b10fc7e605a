import type { ReactElement } from 'react';
import type { FlagName } from '../../core/languages';

// Each flag's drawing, on a 60 × 40 field (FlagIcon's viewBox).

function UnitedKingdom() {
  return (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  );
}

function Netherlands() {
  return (
    <>
      <rect width="60" height="40" fill="#21468b" />
      <rect width="60" height="26.67" fill="#fff" />
      <rect width="60" height="13.33" fill="#ae1c28" />
    </>
  );
}

/**
 * Each language's flag, by the name its entry in src/core/languages.ts gives it: a language
 * naming a flag that is not here is a type error. Drawn inline with the page's HTML, so the
 * language switcher costs no request and depends on no third party.
 */
export const flags: Record<FlagName, () => ReactElement> = {
  gb: UnitedKingdom,
  nl: Netherlands,
};
