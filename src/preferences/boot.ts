/**
 * The page's own script, inline as the first thing in <head> (gatsby-ssr.tsx), so every
 * choice a visitor makes works from the first paint, and no framework runs in the
 * browser after it:
 *
 * - A stored `lang` other than this page's moves the visitor to the same page in that
 *   language with `location.replace`, hiding this one so the wrong language never paints.
 * - The stored theme is applied before the body is parsed (no light flash for dark visitors),
 *   and the theme toggle is handled here: one delegated click listener, no framework.
 * - A click on a language link stores `lang`; the link itself stays a plain link.
 * - `js` on <html> shows the controls that need a script (the theme toggle); without
 *   JavaScript they are hidden, not dead.
 * - The drawer is a <dialog> opened by invoker commands (`commandfor`/`command`) and closed
 *   on the backdrop by `closedby="any"`, with no script. Browsers without those features
 *   get them here: invoker commands arrived in Chromium 135, Firefox 144 and Safari 26.2;
 *   `closedby` in Chromium 134 and Firefox 141, not yet in Safari. A followed link closes
 *   the drawer in every browser, so client-side navigation and the back/forward cache
 *   never show it open on the next page.
 *
 * - A page prerendered ahead of a click applies the stored choices again when it is shown.
 *
 * Every stored value is validated; storage that throws on read or write is ignored. The
 * build bundles this module with the helpers it imports into one self-contained script
 * (gatsby/page-scripts.ts): it runs before anything else exists.
 */
import { isLanguage } from '../core/languages';
import { localizePath, pageOf, routes } from '../core/routes';
import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_KEY } from './language';
import {
  JS_CLASS,
  THEME_ATTRIBUTE,
  THEME_KEY,
  THEME_TOGGLE_ATTRIBUTE,
  type Theme,
  parseTheme,
} from './theme';

const root = document.documentElement;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse: the choice then lasts for this page only.
  }
}

/** Moves a visitor who chose another language to this page in it; true if it did. */
function moveToStoredLanguage(): boolean {
  const { language: pageLanguage, original: page } = pageOf(location.pathname);
  const stored = read(LANGUAGE_KEY);
  // Only the site's own pages exist in every language; a 404 stays where it is.
  const hasPage = routes.some((route) => route.path === page);
  if (!isLanguage(stored) || stored === pageLanguage || !hasPage) return false;
  root.style.visibility = 'hidden';
  location.replace(localizePath(page, stored) + location.search + location.hash);
  return true;
}

function setTheme(theme: Theme) {
  root.setAttribute(THEME_ATTRIBUTE, theme);
  for (const toggle of document.querySelectorAll(`[${THEME_TOGGLE_ATTRIBUTE}]`))
    toggle.setAttribute('aria-pressed', String(theme === 'dark'));
}

const hasCommands = 'command' in HTMLButtonElement.prototype;
const hasClosedBy = 'HTMLDialogElement' in window && 'closedBy' in HTMLDialogElement.prototype;

/** The drawer's invoker commands, where the browser has none. */
function invokeCommand(target: Element) {
  const invoker = target.closest('button[commandfor]');
  const found = invoker && document.getElementById(invoker.getAttribute('commandfor') ?? '');
  // Not `instanceof`: a browser without <dialog> has no HTMLDialogElement to compare with.
  if (!found || !('showModal' in found)) return;
  const dialog = found as HTMLDialogElement;
  const command = invoker!.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  if (command === 'close' && dialog.open) dialog.close();
}

/** `closedby="any"` where the browser lacks it: a click on the backdrop closes the dialog. */
function closeOnBackdrop(target: Element, event: MouseEvent) {
  if (target.tagName !== 'DIALOG') return;
  const dialog = target as HTMLDialogElement;
  if (!dialog.open || dialog.getAttribute('closedby') !== 'any') return;
  const box = dialog.getBoundingClientRect();
  if (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
    dialog.close();
}

function onClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) {
    const theme = root.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'light' : 'dark';
    setTheme(theme);
    write(THEME_KEY, theme);
  }
  const choice = target
    .closest(`[${LANGUAGE_CHOICE_ATTRIBUTE}]`)
    ?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
  if (isLanguage(choice)) write(LANGUAGE_KEY, choice);
  const plainClick = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  const link = target.closest('dialog[open] a[href]');
  if (link && plainClick) link.closest('dialog')?.close();
  if (!hasCommands) invokeCommand(target);
  if (!hasClosedBy) closeOnBackdrop(target, event);
}

/**
 * A page prerendered ahead of a click (Speculation Rules) runs this before the visitor sees
 * it; a choice made meanwhile, in this tab or another, is applied when it is shown.
 */
function onShown() {
  if (!moveToStoredLanguage()) setTheme(parseTheme(read(THEME_KEY)));
}

const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
if (prerendering) document.addEventListener('prerenderingchange', onShown, { once: true });

if (prerendering || !moveToStoredLanguage()) {
  root.classList.add(JS_CLASS);
  setTheme(parseTheme(read(THEME_KEY)));
  document.addEventListener('DOMContentLoaded', () =>
    setTheme(parseTheme(root.getAttribute(THEME_ATTRIBUTE))),
  );
  document.addEventListener('click', onClick);
}
