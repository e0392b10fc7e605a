import type { CSSObject } from '@emotion/react';
import { vars } from '../../theme/tokens';

/** Call-to-action buttons, whether they are internal links, external links or mailto/tel. */
export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

const base: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '48px',
  padding: '0.75rem 1.4rem',
  borderRadius: '999px',
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: '1rem',
  lineHeight: 1.2,
  textDecoration: 'none',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
};

const variants: Record<ButtonVariant, CSSObject> = {
  primary: {
    background: vars.primary,
    color: vars.onPrimary,
    ':hover': { background: vars.primaryHover },
  },
  secondary: {
    background: 'transparent',
    color: vars.text,
    borderColor: vars.border,
    ':hover': { borderColor: vars.link, color: vars.link },
  },
  onDark: {
    background: 'transparent',
    color: vars.chromeText,
    borderColor: vars.chromeOutline,
    ':hover': { borderColor: vars.chromeStrong, color: vars.chromeStrong },
  },
};

export function buttonStyle(variant: ButtonVariant): CSSObject[] {
  return [base, variants[variant]];
}

export const buttonRowStyle: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
};
