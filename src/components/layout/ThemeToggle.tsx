import { useTranslation } from 'react-i18next';
import { useDocumentTheme } from '../../hooks/useDocumentTheme';
import { JS_CLASS, THEME_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../preferences/theme';
import { vars } from '../../theme/tokens';
import { MoonIcon, SunIcon } from './icons/icons';
import { iconButtonStyle } from './iconButtonStyle';

/** The page's inline script handles this button's clicks (preferences/boot.ts), from the first paint. */
const toggleMarker = { [THEME_TOGGLE_ATTRIBUTE]: '' };

/**
 * Both icons are rendered and CSS shows the one for the theme on <html>, so the built markup
 * is right for either theme. The page's first script sets the pressed state from the stored
 * theme; in the editor's preview, React follows the document's theme.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const theme = useDocumentTheme();
  return (
    <button
      type="button"
      {...toggleMarker}
      css={buttonStyle}
      aria-pressed={theme === 'dark'}
      aria-label={t('header.theme')}
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
    // Without JavaScript the toggle could not work: it is not shown rather than dead.
    [`html:not(.${JS_CLASS}) &`]: { display: 'none' },
  },
] as const;
