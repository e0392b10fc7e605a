import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStorageThrow, renderPage } from '../../../jest/render-page';
import { THEME_ATTRIBUTE, applyTheme } from '../../preferences/theme';
import { ThemeToggle } from './ThemeToggle';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

const toggle = () => screen.getByRole('button', { name: 'Dark theme' });

describe('ThemeToggle', () => {
  it('switches light to dark and back on click, storing each choice', async () => {
    const user = userEvent.setup();
    applyTheme('light');
    renderPage(<ThemeToggle />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle());
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle());
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('reflects the theme the boot script applied before React ran', () => {
    applyTheme('dark');
    renderPage(<ThemeToggle />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('still switches the page when localStorage throws', async () => {
    makeStorageThrow();
    const user = userEvent.setup();
    renderPage(<ThemeToggle />);
    await user.click(toggle());
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('is labelled in Dutch on Dutch pages', () => {
    renderPage(<ThemeToggle />, { language: 'nl' });
    expect(screen.getByRole('button', { name: 'Donker thema' })).toBeInTheDocument();
  });
});
