import type { ReactNode } from 'react';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { durations, layout, vars } from '../../theme/tokens';
import { CloseIcon } from './icons/icons';
import { iconButtonStyle } from './iconButtonStyle';

export const MOBILE_DRAWER_ID = 'mobile-drawer';

export interface MobileDrawerProps {
  children: ReactNode;
}

/**
 * The navigation on narrow screens: a modal <dialog> sliding in from the left, opened by
 * the header's menu button through invoker commands. The browser does the rest with no
 * script: focus moves in and back to the menu button, the page behind is inert, Escape,
 * the close button and a click on the backdrop (`closedby="any"`) close it. The page's
 * inline script closes it when one of its links is followed and stands in for browsers
 * without invoker commands or `closedby` (see preferences/boot.ts). React keeps no
 * state of it: the dialog's `open` is the only one.
 */
export function MobileDrawer({ children }: MobileDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <dialog id={MOBILE_DRAWER_ID} aria-label={t('header.menu')} closedby="any" css={drawerStyle}>
      <button
        type="button"
        command="close"
        commandfor={MOBILE_DRAWER_ID}
        css={closeButtonStyle}
        aria-label={t('header.closeMenu')}
      >
        <CloseIcon />
      </button>
      {children}
    </dialog>
  );
}

const transition = `${durations.drawerMs}ms ease`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const drawerStyle = {
  // Laid out while closed too (hidden and moved away), so opening it is a slide, not a jump.
  display: 'block',
  position: 'fixed',
  inset: '0 auto 0 0',
  zIndex: 50,
  width: layout.drawerWidth,
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: '0.75rem',
  overflowY: 'auto',
  border: 0,
  color: vars.chromeText,
  background: vars.chrome,
  borderRight: `1px solid ${vars.chromeBorder}`,
  boxShadow: vars.drawerShadow,
  transform: 'translateX(-100%)',
  // Hidden, not just moved away: a closed drawer is out of the tab order and the
  // accessibility tree. Visibility flips after the slide-out finishes.
  visibility: 'hidden',
  transition: `transform ${transition}, visibility 0s linear ${durations.drawerMs}ms`,
  '&[open]': {
    transform: 'translateX(0)',
    visibility: 'visible',
    transition: `transform ${transition}`,
  },
  '&::backdrop': { background: vars.scrim },
  '&[open]::backdrop': { animation: `${fadeIn} ${transition}` },
} as const;

const closeButtonStyle = [
  iconButtonStyle,
  { display: 'flex', marginBottom: '0.5rem', marginLeft: 'auto' },
] as const;
