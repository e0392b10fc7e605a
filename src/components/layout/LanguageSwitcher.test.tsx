import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStorageThrow, renderPage } from '../../../jest/render-page';
import { LanguageSwitcher } from './LanguageSwitcher';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('LanguageSwitcher', () => {
  it('shows both languages with their flags, the current one marked', () => {
    const { container } = renderPage(<LanguageSwitcher />, {
      language: 'nl',
      originalPath: '/contact/',
    });
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });

  it('links to the same page in the other language', () => {
    renderPage(<LanguageSwitcher />, { language: 'en', originalPath: '/contact/' });
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/nl/contact/',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact/');
  });

  it('stores the chosen language under "lang"', async () => {
    const user = userEvent.setup();
    renderPage(<LanguageSwitcher />, { language: 'en', originalPath: '/' });
    await user.click(screen.getByRole('link', { name: 'Nederlands' }));
    expect(localStorage.getItem('lang')).toBe('nl');
  });

  it('still works when localStorage throws', async () => {
    makeStorageThrow();
    const user = userEvent.setup();
    renderPage(<LanguageSwitcher />, { language: 'en', originalPath: '/' });
    await expect(
      user.click(screen.getByRole('link', { name: 'Nederlands' })),
    ).resolves.not.toThrow();
  });
});
