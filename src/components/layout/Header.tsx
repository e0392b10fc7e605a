import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { LANGUAGE_KEY, preferredLanguagePath } from '../../preferences/language';
import { readStored } from '../../preferences/storage';
import type { RouteId } from '../../routes';
import { layout, media, vars } from '../../theme/tokens';
import { LocalizedLink } from '../shared/LocalizedLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark, logoTextStyle } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { iconButtonStyle } from './iconButtonStyle';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';
import { MenuIcon } from './icons/icons';

export interface HeaderProps {
  brandName: string;
  currentRouteId: RouteId;
}

export function Header({ brandName, currentRouteId }: HeaderProps) {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useStoredLanguage(currentRouteId);

  return (
    <header css={headerStyle}>
      <div css={innerStyle}>
        <button
          ref={menuButtonRef}
          type="button"
          css={menuButtonStyle}
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <LocalizedLink to="/" css={logoLinkStyle}>
          <LogoMark />
          <span css={logoTextStyle}>{brandName}</span>
        </LocalizedLink>
        <nav aria-label={t('header.mainNav')} css={desktopNavStyle}>
          <NavLinks currentRouteId={currentRouteId} variant="bar" />
        </nav>
        <div css={toolsStyle}>
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} returnFocusTo={menuButtonRef}>
        <nav aria-label={t('header.mainNav')}>
          <NavLinks currentRouteId={currentRouteId} variant="drawer" onNavigate={closeDrawer} />
        </nav>
      </MobileDrawer>
    </header>
  );
}

/**
 * A visitor who chose a language earlier is moved to this page in that language, once
 * the header has loaded. `replace`, so Back does not bounce them to the other language.
 * 404 pages stay put: their path is the unknown one the visitor asked for.
 */
function useStoredLanguage(currentRouteId: RouteId) {
  const { language, originalPath } = usePageLanguage();
  useEffect(() => {
    if (currentRouteId === 'notFound') return;
    const target = preferredLanguagePath(language, originalPath, readStored(LANGUAGE_KEY));
    if (target)
      void navigate(`${target}${window.location.search}${window.location.hash}`, { replace: true });
  }, [language, originalPath, currentRouteId]);
}

const headerStyle = {
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: vars.chrome,
  borderBottom: `1px solid ${vars.chromeBorder}`,
} as const;

const innerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  maxWidth: layout.maxWidth,
  height: layout.headerHeight,
  margin: '0 auto',
  padding: '0 1rem',
  [media.atLeast('md')]: { padding: '0 1.5rem', gap: '1.5rem' },
} as const;

const logoLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  textDecoration: 'none',
  borderRadius: '8px',
} as const;

const desktopNavStyle = {
  display: 'none',
  marginLeft: 'auto',
  [media.atLeast('md')]: { display: 'block' },
} as const;

const toolsStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  marginLeft: 'auto',
  [media.atLeast('md')]: { marginLeft: 0 },
} as const;

const menuButtonStyle = [
  iconButtonStyle,
  { marginLeft: '-0.5rem', [media.atLeast('md')]: { display: 'none' } },
] as const;
