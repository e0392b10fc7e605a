import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { languageInfo, languages } from '../../core/languages';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '../../preferences/language';
import { localizePath } from '../../core/routes';
import { layout, media, radius, vars } from '../../theme/tokens';
import { visuallyHidden } from '../shared/visuallyHidden';
import { FlagIcon } from './icons/FlagIcon';

/** The most languages shown side by side in the header; more get a menu. */
const SIDE_BY_SIDE = 2;

/**
 * The site's languages, each a real link to the same page in that language, so it works
 * without JavaScript and crawlers follow it; a click also remembers the choice for the next
 * visit (the page's first script stores it, see preferences/boot.ts). Two languages sit side by side, the current one highlighted; with more,
 * the current one opens a menu of the others (LanguageMenu, below).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language: current, originalPath } = usePageLanguage();
  if (languages.length > SIDE_BY_SIDE) return <LanguageMenu />;
  return (
    <nav aria-label={t('header.language')}>
      <ul css={listStyle}>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={localizePath(originalPath, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              css={linkStyle}
              {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: language }}
            >
              <FlagIcon language={language} css={flagStyle} />
              <span aria-hidden="true" css={codeStyle}>
                {language.toUpperCase()}
              </span>
              <span css={visuallyHidden}>{languageInfo[language].nativeName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const listStyle = {
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: '2px',
  borderRadius: '999px',
  border: `1px solid ${vars.chromeBorder}`,
} as const;

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.35rem',
  minHeight: '36px',
  padding: '0.25rem 0.6rem',
  [media.below('sm')]: { padding: '0.25rem 0.5rem' },
  borderRadius: '999px',
  color: vars.chromeMuted,
  fontSize: '0.8rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  ':hover': { color: vars.chromeStrong },
  '&[aria-current="true"]': { background: vars.chromeBorder, color: vars.chromeStrong },
} as const;

// On a phone the flags alone say enough; the header has no room for the codes.
const codeStyle = { [media.below('sm')]: { display: 'none' } } as const;

const flagStyle = { borderRadius: '2px', flexShrink: 0 } as const;

const MENU_ID = 'language-menu';

/**
 * Three languages or more: a button with the current language's flag opens a popover
 * listing every other language as a link, with its flag and its name in itself. The
 * browser does the work without a script: the button shows and hides the list, Escape
 * and a click elsewhere close it, and focus moves into it in order.
 */
function LanguageMenu() {
  const { t } = useTranslation('common');
  const { language: current, originalPath } = usePageLanguage();
  return (
    <nav aria-label={t('header.language')}>
      <button type="button" popovertarget={MENU_ID} css={[linkStyle, menuButtonStyle]}>
        <FlagIcon language={current} css={flagStyle} />
        <span aria-hidden="true" css={codeStyle}>
          {current.toUpperCase()}
        </span>
        <span css={visuallyHidden} lang={current}>
          {languageInfo[current].nativeName}
        </span>
      </button>
      <ul id={MENU_ID} popover="auto" css={menuStyle}>
        {languages
          .filter((language) => language !== current)
          .map((language) => (
            <li key={language}>
              <Link
                to={localizePath(originalPath, language)}
                hrefLang={language}
                lang={language}
                css={[linkStyle, menuLinkStyle]}
                {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: language }}
              >
                <FlagIcon language={language} css={flagStyle} />
                {languageInfo[language].nativeName}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

const menuButtonStyle = {
  border: `1px solid ${vars.chromeBorder}`,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
} as const;

// In the top layer, so it is placed against the viewport: under the sticky header, at the
// right edge where the button is.
const menuStyle = {
  position: 'fixed',
  inset: 'auto',
  top: `calc(${layout.headerHeight} - 0.25rem)`,
  right: '0.75rem',
  margin: 0,
  padding: '0.35rem',
  listStyle: 'none',
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1.5rem)',
  borderRadius: radius.md,
  border: `1px solid ${vars.chromeBorder}`,
  background: vars.chrome,
  color: vars.chromeText,
  boxShadow: vars.shadow,
} as const;

const menuLinkStyle = {
  letterSpacing: 'normal',
  fontSize: '0.95rem',
  minHeight: '44px',
  padding: '0.5rem 0.75rem',
  borderRadius: radius.sm,
  ':hover, :focus-visible': { background: vars.chromeBorder, color: vars.chromeStrong },
} as const;
