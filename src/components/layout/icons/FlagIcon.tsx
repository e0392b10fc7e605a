import { useFlag } from '../../../i18n/flags';

/**
 * A language's flag, drawn inline from its file in src/i18n/flags/ (which reaches the page
 * with its context): bundled with the page, so the selector costs no request and depends
 * on no third-party server.
 */
export interface FlagIconProps {
  /** The flag's file name, as languageInfo gives it. */
  flag: string;
  className?: string;
}

export function FlagIcon({ flag, className }: FlagIconProps) {
  const drawing = useFlag(flag);
  return (
    <svg
      viewBox={drawing?.viewBox}
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: drawing?.body ?? '' }}
    />
  );
}
