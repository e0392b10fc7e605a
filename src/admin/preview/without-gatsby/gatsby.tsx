// `gatsby` in the editor's preview, where there is no Gatsby: links are plain anchors that
// go nowhere (the preview shows one page), page queries are inert.
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, replace: _r, ...rest },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} onClick={(event) => event.preventDefault()} {...rest} />;
});

export const graphql = () => undefined;
export const navigate = () => undefined;
export const withPrefix = (path: string) => path;
