import { defaultLanguage, languages } from '../i18n/languages';
import { localizePath, routes } from '../routes';
import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_KEY } from './language';
import { JS_CLASS, THEME_ATTRIBUTE, THEME_KEY, THEME_TOGGLE_ATTRIBUTE } from './theme';

/** What the inline script needs to know, taken from the modules that define each rule. */
const settings = {
  jsClass: JS_CLASS,
  themeKey: THEME_KEY,
  themeAttribute: THEME_ATTRIBUTE,
  themeToggle: THEME_TOGGLE_ATTRIBUTE,
  languageKey: LANGUAGE_KEY,
  languageChoice: LANGUAGE_CHOICE_ATTRIBUTE,
  defaultLanguage,
  // Each language's path prefix: '' for English, '/nl' for Dutch.
  prefixes: Object.fromEntries(
    languages.map((language) => [language, localizePath('/', language).slice(0, -1)]),
  ),
  // Only the site's own pages have a page in the other language; a 404 stays where it is.
  pages: routes.map((route) => route.path),
};

/**
 * The page's own script, inline as the first thing in <head>, so every choice a visitor
 * makes works from the first paint, long before the framework arrives on a slow phone
 * (and when its scripts never arrive). React renders on top of what it did:
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
 * Every stored value is validated; storage that throws on read or write is ignored. It is
 * written in ES5 and must stay self-contained: it runs before anything else exists.
 */
export const preferencesBootScript = `(function () {
  var s = ${JSON.stringify(settings)};
  var root = document.documentElement;
  function read(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }
  function write(key, value) {
    try { localStorage.setItem(key, value); } catch (e) {}
  }
  function isLanguage(value) {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(s.prefixes, value);
  }

  var path = location.pathname, pageLanguage = s.defaultLanguage, page = path;
  for (var code in s.prefixes) {
    var prefix = s.prefixes[code];
    if (prefix && path.indexOf(prefix + '/') === 0) {
      pageLanguage = code;
      page = path.slice(prefix.length);
    }
  }
  var stored = read(s.languageKey);
  if (isLanguage(stored) && stored !== pageLanguage && s.pages.indexOf(page) >= 0) {
    root.style.visibility = 'hidden';
    location.replace(s.prefixes[stored] + page + location.search + location.hash);
    return;
  }

  function setTheme(theme) {
    root.setAttribute(s.themeAttribute, theme);
    var toggles = document.querySelectorAll('[' + s.themeToggle + ']');
    for (var i = 0; i < toggles.length; i += 1)
      toggles[i].setAttribute('aria-pressed', String(theme === 'dark'));
  }
  root.classList.add(s.jsClass);
  setTheme(read(s.themeKey) === 'dark' ? 'dark' : 'light');
  document.addEventListener('DOMContentLoaded', function () {
    setTheme(root.getAttribute(s.themeAttribute));
  });

  var hasCommands = 'command' in HTMLButtonElement.prototype;
  var hasClosedBy = window.HTMLDialogElement && 'closedBy' in HTMLDialogElement.prototype;
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    if (target.closest('[' + s.themeToggle + ']')) {
      var theme = root.getAttribute(s.themeAttribute) === 'dark' ? 'light' : 'dark';
      setTheme(theme);
      write(s.themeKey, theme);
    }
    var choice = target.closest('[' + s.languageChoice + ']');
    if (choice && isLanguage(choice.getAttribute(s.languageChoice)))
      write(s.languageKey, choice.getAttribute(s.languageChoice));
    var plainClick = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
    var link = target.closest('dialog[open] a[href]');
    if (link && plainClick) link.closest('dialog').close();
    if (!hasCommands) {
      var invoker = target.closest('button[commandfor]');
      var dialog = invoker && document.getElementById(invoker.getAttribute('commandfor'));
      var command = invoker && invoker.getAttribute('command');
      if (dialog && dialog.showModal && command === 'show-modal' && !dialog.open) dialog.showModal();
      if (dialog && dialog.close && command === 'close' && dialog.open) dialog.close();
    }
    if (!hasClosedBy && target.tagName === 'DIALOG' && target.open &&
        target.getAttribute('closedby') === 'any') {
      var box = target.getBoundingClientRect();
      if (event.clientX < box.left || event.clientX > box.right ||
          event.clientY < box.top || event.clientY > box.bottom) target.close();
    }
  });
})();`;
