import { type ButtonVariant, buttonStyle } from './buttonStyles';
import { LocalizedLink, type LocalizedLinkProps } from './LocalizedLink';

export interface ButtonLinkProps extends LocalizedLinkProps {
  variant?: ButtonVariant;
}

/** An internal link that looks like a button, in the page's language. */
export function ButtonLink({ variant = 'primary', ...rest }: ButtonLinkProps) {
  return <LocalizedLink css={buttonStyle(variant)} {...rest} />;
}
