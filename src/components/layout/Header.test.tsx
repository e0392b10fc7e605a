import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { makeStorageThrow, renderPage } from '../../../jest/render-page';
import { Header } from './Header';

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;

afterEach(() => {
  jest.restoreAllMocks();
  navigateMock.mockClear();
  localStorage.clear();
});

function renderHeader(options: Parameters<typeof renderPage>[1] = { originalPath: '/about/' }) {
  const routeId = options?.originalPath === '/' ? 'home' : 'about';
  return renderPage(<Header brandName="Noordvliet Cargo" currentRouteId={routeId} />, options);
}

// jsdom gives hidden elements no accessible name, so find the desktop bar by its label.
const navBar = (label: string) =>
  document.querySelector<HTMLElement>(`nav[aria-label="${label}"]`)!;
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
  it('opens from the menu button and moves focus into it', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on its close button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.click(within(drawer()).getByRole('link', { name: 'Contact' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const focusable = [
      within(drawer()).getByRole('button', { name: 'Close menu' }),
      ...within(drawer()).getAllByRole('link'),
    ];
    for (let step = 0; step < focusable.length + 2; step += 1) {
      await user.tab();
      expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    }
    expect(focusable[0]).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
  });

  it('does not react to Escape while closed', async () => {
    const user = userEvent.setup();
    renderHeader();
    menuButton().focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Stored language preference', () => {
  it('moves a visitor with lang=nl from an English page to the Dutch one, replacing history', () => {
    localStorage.setItem('lang', 'nl');
    renderHeader({ language: 'en', originalPath: '/about/' });
    expect(navigateMock).toHaveBeenCalledWith('/nl/about/', { replace: true });
  });

  it('moves a visitor with lang=en from a Dutch page to the English one', () => {
    localStorage.setItem('lang', 'en');
    renderHeader({ language: 'nl', originalPath: '/' });
    expect(navigateMock).toHaveBeenCalledWith('/', { replace: true });
  });

  it.each([['nl'], ['xx'], ['']])('stays on a Dutch page when lang is %p', (stored) => {
    localStorage.setItem('lang', stored);
    renderHeader({ language: 'nl', originalPath: '/about/' });
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('stays on the page and renders when localStorage throws', () => {
    makeStorageThrow();
    renderHeader({ language: 'en', originalPath: '/about/' });
    expect(navigateMock).not.toHaveBeenCalled();
    expect(menuButton()).toBeInTheDocument();
  });
});
