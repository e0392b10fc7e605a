/**
 * `gatsby` for unit tests: Link renders a plain anchor (forwarding aria and event props),
 * navigate is a spy, graphql and the static query are inert. Tests that need data pass it
 * to components as props, as the page templates do.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

const gatsby = jest.requireActual('gatsby');

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
};

export const navigate = jest.fn();

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, replace: _r, onClick, ...rest },
  ref,
) {
  // Like Gatsby's Link: a click runs the handler, then routes on the client (here: the spy).
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(to);
  }
  // Children arrive through `rest`, as they do for Gatsby's own Link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />;
});
export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const withPrefix = (path: string) => path;
export default gatsby;
