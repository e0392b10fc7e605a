import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../jest/render-page';
import { Header } from './Header';

function renderHeader(options: Parameters<typeof renderPage>[1] = { originalPath: '/about/' }) {
  const routeId = options?.originalPath === '/' ? 'home' : 'about';
  return renderPage(<Header brandName="Noordvliet Cargo" currentRouteId={routeId} />, options);
}

// jsdom gives hidden elements no accessible name, so find the desktop bar by its label:
// the navigation with that label outside the drawer.
const navBar = (label: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`nav[aria-label="${label}"]`)).find(
    (nav) => !nav.closest('dialog'),
  )!;
const drawer = () => screen.getByRole('dialog', { hidden: true });
const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('Header navigation', () => {
  it('links the logo to the home page of the current language', () => {
    renderHeader({ language: 'nl', originalPath: '/about/' });
    expect(screen.getByRole('link', { name: /Noordvliet Cargo/ })).toHaveAttribute('href', '/nl/');
  });

  it('lists Home, Services, About and Contact and marks the current page', () => {
    renderHeader();
    const nav = navBar('Main');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'About', 'Contact']);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('translates the navigation on Dutch pages and keeps links in Dutch', () => {
    renderHeader({ language: 'nl', originalPath: '/about/' });
    const nav = navBar('Hoofdmenu');
    const link = (name: string) => within(nav).getByRole('link', { name, hidden: true });
    expect(link('Over ons')).toHaveAttribute('href', '/nl/about/');
    expect(link('Diensten')).toHaveAttribute('href', '/nl/services/');
  });
});

describe('Mobile drawer', () => {
  // The browser opens and closes it (invoker commands and a modal <dialog>); the browser
  // suite checks that behaviour in Chromium with and without scripts. Here: the wiring.
  it('is a dialog that the menu button opens and its close button closes, with no script', () => {
    renderHeader();
    const dialog = drawer();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(menuButton()).toHaveAttribute('commandfor', dialog.id);
    expect(menuButton()).toHaveAttribute('command', 'show-modal');
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
    // Closed, it is hidden, and jsdom then names nothing inside it.
    const close = dialog.querySelector('button')!;
    expect(close).toHaveAttribute('aria-label', 'Close menu');
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
  });

  it("holds the navigation, in the page's language", () => {
    renderHeader({ language: 'nl', originalPath: '/contact/' });
    const links = within(drawer()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/nl/',
      '/nl/services/',
      '/nl/about/',
      '/nl/contact/',
    ]);
  });

  it('is left alone by React: a click on the menu button changes nothing it renders', async () => {
    const user = userEvent.setup();
    renderHeader();
    const before = document.body.innerHTML;
    await user.click(menuButton());
    expect(document.body.innerHTML).toBe(before);
  });
});
