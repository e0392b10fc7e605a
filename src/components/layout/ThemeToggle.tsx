import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  THEME_ATTRIBUTE,
  THEME_KEY,
  type Theme,
  applyTheme,
  currentTheme,
} from '../../preferences/theme';
import { writeStored } from '../../preferences/storage';
import { vars } from '../../theme/tokens';
import { MoonIcon, SunIcon } from './icons/icons';
import { iconButtonStyle } from './iconButtonStyle';

/**
 * Both icons are rendered and CSS shows the one for the theme on <html>, so the server
 * markup is right for either theme and hydration never mismatches.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  // Unknown until mounted: the boot script, not React, decided the first paint.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);

  function toggle() {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    writeStored(THEME_KEY, next);
    setTheme(next);
  }

  return (
    <button
      type="button"
      css={buttonStyle}
      aria-pressed={theme === 'dark'}
      aria-label={t('header.theme')}
      onClick={toggle}
    >
      <SunIcon css={showInLight} />
      <MoonIcon css={showInDark} />
    </button>
  );
}

// Starts with `html`: stylis would read a leading `:root` as a pseudo-class of this element.
const darkRoot = `html[${THEME_ATTRIBUTE}='dark'] &`;

const showInLight = { [darkRoot]: { display: 'none' } } as const;
const showInDark = { display: 'none', [darkRoot]: { display: 'block' } } as const;

const buttonStyle = [
  iconButtonStyle,
  {
    border: `1px solid ${vars.chromeBorder}`,
    ':hover': {
      color: vars.chromeStrong,
      borderColor: vars.chromeMuted,
      background: 'transparent',
    },
  },
] as const;
