import { ADMIN_PATH } from '../../core/routes';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '../../preferences/language';

/**
 * Links whose page is never loaded ahead of a click: a language choice (the click stores the
 * choice, and a page loaded before it would move the visitor back to the old language),
 * and links that open elsewhere.
 */
const NOT_AHEAD = `[${LANGUAGE_CHOICE_ATTRIBUTE}], [target="_blank"], [download]`;

/**
 * The site's pages opened at once (Speculation Rules, in Chromium since 121 with
 * eagerness): a same-origin link is prerendered when the visitor shows intent (a pointer
 * resting on it for 200 ms, or a pointer or touch down), the content editor excepted.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: `${ADMIN_PATH}*` } },
          { not: { selector_matches: NOT_AHEAD } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** Whether the fallback fetches `link`'s page ahead: the same links as the rules above. */
export function isNextPageLink(link: HTMLAnchorElement, here: Location): boolean {
  const url = new URL(link.href, here.href);
  return (
    url.origin === here.origin &&
    url.pathname !== here.pathname &&
    !url.pathname.startsWith(ADMIN_PATH) &&
    !link.matches(NOT_AHEAD)
  );
}
