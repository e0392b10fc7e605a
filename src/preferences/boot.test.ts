import { languages } from '../core/languages';
import { localizePath, routes } from '../core/routes';
import { makeStorageThrow } from '../../jest/render-page';
import { pageScriptText } from '../lib/page-scripts';

/** The script as the build writes it into every page (gatsby/page-scripts.ts, jest/global-setup.ts). */
const BOOT_SCRIPT = pageScriptText('boot')!;
import { JS_CLASS, THEME_ATTRIBUTE } from './theme';

interface FakeLocation {
  pathname: string;
  search: string;
  hash: string;
  replace: jest.Mock;
}

// The script reads `location`; a parameter of that name stands in for the page's address.
function runOnPage(pathname: string, search = '', hash = ''): FakeLocation {
  const location = { pathname, search, hash, replace: jest.fn() };
  new Function('location', BOOT_SCRIPT)(location);
  return location;
}

const root = document.documentElement;
let listeners: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    add(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  listeners = [];
  jest.restoreAllMocks();
  localStorage.clear();
  root.removeAttribute(THEME_ATTRIBUTE);
  root.removeAttribute('style');
  root.className = '';
  document.body.innerHTML = '';
});

describe('the stored language', () => {
  it.each([
    ['/about/', 'nl', '/nl/about/'],
    ['/', 'nl', '/nl/'],
    ['/nl/contact/', 'en', '/contact/'],
    ['/nl/', 'en', '/'],
  ])('moves a visitor on %s with lang=%s to %s, hiding the page meanwhile', (path, lang, to) => {
    localStorage.setItem('lang', lang);
    expect(runOnPage(path).replace).toHaveBeenCalledWith(to);
    expect(root.style.visibility).toBe('hidden');
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('moves every page of the route table to its address in the stored language', () => {
    for (const route of routes)
      for (const from of languages)
        for (const to of languages) {
          localStorage.setItem('lang', to);
          const { replace } = runOnPage(localizePath(route.path, from));
          if (from === to) expect(replace).not.toHaveBeenCalled();
          else expect(replace).toHaveBeenCalledWith(localizePath(route.path, to));
        }
  });

  it('keeps the query and the fragment', () => {
    localStorage.setItem('lang', 'nl');
    expect(runOnPage('/services/', '?ref=mail', '#cargo-cold').replace).toHaveBeenCalledWith(
      '/nl/services/?ref=mail#cargo-cold',
    );
  });

  it.each([
    ['/about/', 'en'],
    ['/nl/about/', 'nl'],
    ['/about/', 'NL'],
    ['/about/', 'de'],
    ['/about/', ''],
    ['/about/', '__proto__'],
    ['/about/', 'constructor'],
    ['/missing/', 'nl'],
    ['/nl/missing/', 'en'],
    ['/404/', 'nl'],
    ['/nlabout/', 'en'],
  ])('leaves a visitor on %s with lang=%p where they are', (path, lang) => {
    localStorage.setItem('lang', lang);
    expect(runOnPage(path).replace).not.toHaveBeenCalled();
    expect(root.style.visibility).toBe('');
  });

  it('leaves the visitor where they are when storage throws', () => {
    makeStorageThrow();
    expect(runOnPage('/about/').replace).not.toHaveBeenCalled();
  });
});

describe('the theme', () => {
  it('applies a stored dark theme and marks the page as scripted', () => {
    localStorage.setItem('theme', 'dark');
    runOnPage('/');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(root.classList.contains(JS_CLASS)).toBe(true);
  });

  it.each([[null], ['light'], ['Dark'], ['midnight']])('means light for %p', (stored) => {
    if (stored !== null) localStorage.setItem('theme', stored);
    runOnPage('/');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });

  it('means light, without an error, when storage throws', () => {
    makeStorageThrow();
    expect(() => runOnPage('/')).not.toThrow();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });
});

function addToggle() {
  document.body.innerHTML =
    '<button type="button" data-theme-toggle aria-pressed="false"><svg><path /></svg></button>';
  return document.querySelector('button')!;
}

describe('the theme toggle', () => {
  it('switches, stores and reports the theme on each click, from a click on its icon too', () => {
    runOnPage('/');
    const toggle = addToggle();
    toggle.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.click();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('sets its pressed state once the page is parsed, for a stored dark theme', () => {
    localStorage.setItem('theme', 'dark');
    runOnPage('/');
    const toggle = addToggle();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('still switches the page when storage refuses to write', () => {
    runOnPage('/');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    addToggle().click();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });
});

describe('the language links', () => {
  it('store the chosen language, and only a language the site has', () => {
    runOnPage('/about/');
    document.body.innerHTML =
      '<a href="/nl/about/" data-language-choice="nl"><span>NL</span></a>' +
      '<a href="/de/" data-language-choice="de">DE</a>';
    const [dutch, german] = Array.from(document.querySelectorAll('a'));
    const click = (element: Element) =>
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // jsdom does not navigate; the click only has to reach the document's listener.
    click(dutch.querySelector('span')!);
    expect(localStorage.getItem('lang')).toBe('nl');
    click(german);
    expect(localStorage.getItem('lang')).toBe('nl');
  });
});

describe('the drawer, in a browser without invoker commands or closedby', () => {
  function addDrawer() {
    document.body.innerHTML = `
      <button id="menu" type="button" command="show-modal" commandfor="drawer">Menu</button>
      <dialog id="drawer" closedby="any">
        <button id="close" type="button" command="close" commandfor="drawer">Close</button>
        <a href="/services/">Services</a>
      </dialog>`;
    const dialog = document.querySelector('dialog')!;
    // jsdom has <dialog> without its methods: these stand in for the browser's.
    dialog.showModal = jest.fn(() => dialog.setAttribute('open', ''));
    dialog.close = jest.fn(() => dialog.removeAttribute('open'));
    jest
      .spyOn(dialog, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, right: 260, bottom: 740 } as DOMRect);
    return dialog;
  }
  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));

  it('opens from the menu button and closes from its close button', () => {
    runOnPage('/');
    const dialog = addDrawer();
    click(document.getElementById('menu')!);
    expect(dialog.showModal).toHaveBeenCalledTimes(1);
    click(document.getElementById('menu')!);
    expect(dialog.showModal).toHaveBeenCalledTimes(1);
    click(document.getElementById('close')!);
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on one inside the panel', () => {
    runOnPage('/');
    const dialog = addDrawer();
    click(document.getElementById('menu')!);
    click(dialog, { clientX: 100, clientY: 300 });
    expect(dialog.close).not.toHaveBeenCalled();
    click(dialog, { clientX: 330, clientY: 300 });
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });

  it('closes when a link in it is followed, but not on a click that opens a new tab', () => {
    runOnPage('/');
    const dialog = addDrawer();
    click(document.getElementById('menu')!);
    click(dialog.querySelector('a')!, { ctrlKey: true });
    expect(dialog.close).not.toHaveBeenCalled();
    click(dialog.querySelector('a')!);
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });
});

describe('a page prerendered ahead of a click (Speculation Rules)', () => {
  const prerendering = (value: boolean) =>
    Object.defineProperty(document, 'prerendering', { value, configurable: true });
  afterEach(() => delete (document as { prerendering?: boolean }).prerendering);

  it('moves to the stored language only when shown, with what is stored then', () => {
    prerendering(true);
    const location = runOnPage('/about/');
    localStorage.setItem('lang', 'nl');
    expect(location.replace).not.toHaveBeenCalled();
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(location.replace).toHaveBeenCalledWith('/nl/about/');
  });

  it('shows the theme chosen while it waited', () => {
    prerendering(true);
    runOnPage('/about/');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    localStorage.setItem('theme', 'dark');
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });
});
