import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { languageInfo, languages } from '../../i18n/languages';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '../../preferences/language';
import { localizePath } from '../../routes';
import { media, vars } from '../../theme/tokens';
import { visuallyHidden } from '../shared/visuallyHidden';
import { FlagIcon } from './icons/FlagIcon';

/**
 * Both languages side by side, the current one highlighted. Each is a real link to the
 * same page in that language, so it works without JavaScript and crawlers follow it;
 * a click also remembers the choice for the next visit (the page's inline script stores
 * it, see boot-script.ts, so it works before React has arrived).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language: current, originalPath } = usePageLanguage();
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
              <FlagIcon flag={languageInfo[language].flag} css={flagStyle} />
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
