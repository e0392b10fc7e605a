import { useTranslation } from 'react-i18next';
import { type RouteId, navRoutes } from '../../core/routes';
import { LocalizedLink } from '../shared/LocalizedLink';
import { media, vars } from '../../theme/tokens';

export interface NavLinksProps {
  currentRouteId: RouteId;
  /** `bar` in the desktop header, `drawer` stacked in the mobile drawer. */
  variant: 'bar' | 'drawer';
}

export function NavLinks({ currentRouteId, variant }: NavLinksProps) {
  const { t } = useTranslation('common');
  return (
    <ul css={[listStyle, variant === 'drawer' && drawerListStyle]}>
      {navRoutes.map((route) => {
        const isCurrent = route.id === currentRouteId;
        return (
          <li key={route.id}>
            <LocalizedLink
              to={route.path}
              aria-current={isCurrent ? 'page' : undefined}
              css={[linkStyle, variant === 'drawer' && drawerLinkStyle]}
            >
              {t(`pageNames.${route.id}`)}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}

const listStyle = {
  display: 'flex',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

const drawerListStyle = { flexDirection: 'column', gap: '0.25rem' } as const;

const linkStyle = {
  display: 'block',
  padding: '0.5rem 0.85rem',
  color: vars.chromeText,
  textDecoration: 'none',
  fontWeight: 500,
  borderRadius: '6px',
  textUnderlineOffset: '0.45em',
  textDecorationThickness: '2px',
  ':hover': {
    color: vars.chromeStrong,
    textDecoration: 'underline',
    textDecorationColor: vars.chromeMuted,
  },
  '&[aria-current="page"]': {
    color: vars.chromeStrong,
    textDecoration: 'underline',
    textDecorationColor: vars.chromeAccent,
  },
  [media.below('md')]: { padding: '0.75rem 1rem' },
} as const;

const drawerLinkStyle = { fontSize: '1.1rem' } as const;
