import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../jest/render-page';
import { JS_CLASS, THEME_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../../preferences/theme';
import { ThemeToggle } from './ThemeToggle';

const root = document.documentElement;

// The inline script marks the page as scripted; without that the toggle is not shown.
beforeEach(() => root.classList.add(JS_CLASS));

afterEach(() => {
  localStorage.clear();
  root.removeAttribute(THEME_ATTRIBUTE);
  root.classList.remove(JS_CLASS);
});

const toggle = () => screen.getByRole('button', { name: 'Dark theme' });

/** What the page's inline script does on a click (its own tests are in preferences/boot.test.ts). */
const inlineScriptSets = (theme: string) =>
  act(async () => {
    root.setAttribute(THEME_ATTRIBUTE, theme);
    // The document's change reaches React through a MutationObserver, after this task.
    await new Promise((resolve) => setTimeout(resolve));
  });

describe('ThemeToggle', () => {
  it('is the button the inline script handles', () => {
    renderPage(<ThemeToggle />);
    expect(toggle()).toHaveAttribute(THEME_TOGGLE_ATTRIBUTE);
  });

  it('reflects the theme on <html>, as the editor’s preview shows it', () => {
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    renderPage(<ThemeToggle />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows every change of the theme on <html>', async () => {
    root.setAttribute(THEME_ATTRIBUTE, 'light');
    renderPage(<ThemeToggle />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await inlineScriptSets('dark');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await inlineScriptSets('light');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no click handler of its own, so a click is never handled twice', async () => {
    const user = userEvent.setup();
    root.setAttribute(THEME_ATTRIBUTE, 'light');
    renderPage(<ThemeToggle />);
    await user.click(toggle());
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('is not shown when the page runs no script', () => {
    root.classList.remove(JS_CLASS);
    renderPage(<ThemeToggle />);
    expect(screen.queryByRole('button', { name: 'Dark theme' })).toBeNull();
  });

  it('is labelled in Dutch on Dutch pages', () => {
    renderPage(<ThemeToggle />, { language: 'nl' });
    expect(screen.getByRole('button', { name: 'Donker thema' })).toBeInTheDocument();
  });
});
