import { useTranslation } from 'react-i18next';
import type { RouteId } from '../../core/routes';
import { layout, media, vars } from '../../theme/tokens';
import { LocalizedLink } from '../shared/LocalizedLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark, logoTextStyle } from './Logo';
import { MOBILE_DRAWER_ID, MobileDrawer } from './MobileDrawer';
import { iconButtonStyle } from './iconButtonStyle';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';
import { MenuIcon } from './icons/icons';

/**
 * An empty element that ends the header. The head asks the browser to draw nothing before it
 * has been parsed (`<link rel="expect">`, gatsby-ssr.tsx): drawn half parsed on a slow
 * connection, the header's links jumped left as the language choice and the theme toggle
 * came in. Empty, so that "parsed" means the same whether a browser waits for the element's
 * start (Chromium 156, measured) or for its end (the HTML standard: "fully parsed").
 */
export const HEADER_END_ID = 'header-end';

export interface HeaderProps {
  brandName: string;
  currentRouteId: RouteId;
}

/**
 * The sticky header. Every control in it works from the first paint, with or without
 * scripts: the links are links, the menu button opens the drawer through invoker commands,
 * and the theme toggle and language choice are handled by the page's inline script.
 */
export function Header({ brandName, currentRouteId }: HeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header css={headerStyle}>
      {/* Before the menu button in the HTML, so that on a slow connection the button is
          never on screen before the drawer it opens has arrived. Closed, it is hidden. */}
      <MobileDrawer>
        <nav aria-label={t('header.mainNav')}>
          <NavLinks currentRouteId={currentRouteId} variant="drawer" />
        </nav>
      </MobileDrawer>
      <div css={innerStyle}>
        <button
          type="button"
          command="show-modal"
          commandfor={MOBILE_DRAWER_ID}
          css={menuButtonStyle}
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-controls={MOBILE_DRAWER_ID}
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
      <span id={HEADER_END_ID} hidden />
    </header>
  );
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
