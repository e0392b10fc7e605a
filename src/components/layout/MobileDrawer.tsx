import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { durations, layout, vars } from '../../theme/tokens';
import { CloseIcon } from './icons/icons';
import { iconButtonStyle } from './iconButtonStyle';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Gets focus back when the drawer closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement>;
  children: ReactNode;
}

/**
 * The navigation on narrow screens: a modal panel sliding in from the left. It closes on
 * Escape, its close button and the backdrop; links inside close it through `children`.
 */
export function MobileDrawer({ open, onClose, returnFocusTo, children }: MobileDrawerProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (open) {
      closeButtonRef.current?.focus();
    } else if (wasOpen.current) {
      returnFocusTo.current?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusTo]);

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      <div css={[backdropStyle, open && backdropOpenStyle]} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        css={[panelStyle, open && panelOpenStyle]}
      >
        <button
          ref={closeButtonRef}
          type="button"
          css={closeButtonStyle}
          aria-label={t('header.closeMenu')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </>
  );
}

const transition = `${durations.drawerMs}ms ease`;

const backdropStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.scrim,
  opacity: 0,
  visibility: 'hidden',
  transition: `opacity ${transition}, visibility 0s linear ${durations.drawerMs}ms`,
} as const;

const backdropOpenStyle = {
  opacity: 1,
  visibility: 'visible',
  transition: `opacity ${transition}`,
} as const;

const panelStyle = {
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 50,
  width: layout.drawerWidth,
  padding: '0.75rem',
  overflowY: 'auto',
  background: vars.chrome,
  borderRight: `1px solid ${vars.chromeBorder}`,
  boxShadow: vars.drawerShadow,
  transform: 'translateX(-100%)',
  // Hidden, not just moved away: a closed drawer is out of the tab order and the
  // accessibility tree. Visibility flips after the slide-out finishes.
  visibility: 'hidden',
  transition: `transform ${transition}, visibility 0s linear ${durations.drawerMs}ms`,
} as const;

const panelOpenStyle = {
  transform: 'translateX(0)',
  visibility: 'visible',
  transition: `transform ${transition}`,
} as const;

const closeButtonStyle = [
  iconButtonStyle,
  { display: 'flex', marginBottom: '0.5rem', marginLeft: 'auto' },
] as const;
