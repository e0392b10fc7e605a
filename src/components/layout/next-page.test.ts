import { removeListenersAfterEach, runPageScript } from '../../../jest/page-script';
import { ADMIN_PATH } from '../../core/routes';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '../../preferences/language';

// The fallback of the Speculation Rules (next-page.ts, as the build bundles it), in a
// browser without them: jsdom has no HTMLScriptElement.supports.

removeListenersAfterEach(() => [document]);
beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (navigator as { connection?: unknown }).connection;
});

const prefetched = () =>
  Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (hint) =>
    hint.getAttribute('href'),
  );

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = 'a link';
  document.body.appendChild(anchor);
  return anchor;
}

const rest = (anchor: Element, ms = 200) => {
  anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  jest.advanceTimersByTime(ms);
};

describe('the next page ahead of a click, without Speculation Rules', () => {
  it('fetches a page of the site once a pointer has rested on its link, once', () => {
    runPageScript('nextPage');
    const services = link('/services/');
    rest(services, 150);
    expect(prefetched()).toEqual([]);
    rest(services);
    rest(services);
    expect(prefetched()).toEqual([services.href]);
  });

  it('fetches at once on a touch, a press or the keyboard’s focus', () => {
    runPageScript('nextPage');
    const pages = ['/a/', '/b/', '/c/'].map((href) => link(href));
    pages[0].dispatchEvent(new Event('touchstart', { bubbles: true }));
    pages[1].dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    pages[2].dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched()).toEqual(pages.map((page) => page.href));
  });

  it('never fetches a language choice, the editor, another site, a new tab or this page', () => {
    runPageScript('nextPage');
    for (const anchor of [
      link('/nl/', { [LANGUAGE_CHOICE_ATTRIBUTE]: 'nl' }),
      link(`${ADMIN_PATH}config.yml`),
      link('https://elsewhere.example/'),
      link('/about/', { target: '_blank' }),
      link(location.pathname),
    ])
      rest(anchor);
    expect(prefetched()).toEqual([]);
  });

  it('does nothing for a visitor saving data or on a slow link', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '3g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      runPageScript('nextPage');
      rest(link('/services/'));
    }
    expect(prefetched()).toEqual([]);
  });

  it('leaves the work to the browser where it has Speculation Rules', () => {
    const supports = jest.fn((type: string) => type === 'speculationrules');
    Object.defineProperty(HTMLScriptElement, 'supports', { value: supports, configurable: true });
    try {
      runPageScript('nextPage');
      rest(link('/services/'));
      expect(prefetched()).toEqual([]);
    } finally {
      delete (HTMLScriptElement as { supports?: unknown }).supports;
    }
  });
});
