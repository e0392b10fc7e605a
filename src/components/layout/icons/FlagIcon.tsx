import { type Language, languageInfo } from '../../../core/languages';
import { flags } from '../flags';

export interface FlagIconProps {
  language: Language;
  className?: string;
}

/** A language's flag (../flags.tsx), beside its name; the name says it to assistive technology. */
export function FlagIcon({ language, className }: FlagIconProps) {
  const Drawing = flags[languageInfo[language].flag];
  return (
    <svg
      viewBox="0 0 60 40"
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <Drawing />
    </svg>
  );
}
