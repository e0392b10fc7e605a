import { vars } from '../../theme/tokens';

/** A round, borderless 44 px button holding one icon, on the dark header or drawer. */
export const iconButtonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.chromeText,
  cursor: 'pointer',
  ':hover': { background: vars.chromeBorder },
} as const;
