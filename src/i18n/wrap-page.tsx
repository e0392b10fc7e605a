import type { ReactElement } from 'react';
import type { SitePageContext } from '../page-context';
import { FlagsProvider } from './flags';

/**
 * Gatsby's wrapPageElement, the same in the browser and on the server (gatsby-browser.tsx,
 * gatsby-ssr.tsx): gives every page the flags its context carries.
 */
export function wrapPageElement({
  element,
  props,
}: {
  element: ReactElement;
  props: { pageContext: Partial<SitePageContext> };
}) {
  return <FlagsProvider flags={props.pageContext.flags ?? {}}>{element}</FlagsProvider>;
}
