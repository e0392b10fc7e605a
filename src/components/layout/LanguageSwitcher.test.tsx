import { screen } from '@testing-library/react';
import { renderPage } from '../../../jest/render-page';
import { LanguageSwitcher } from './LanguageSwitcher';

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

  it('marks each link with its language, for the inline script that stores the choice', () => {
    renderPage(<LanguageSwitcher />, { language: 'en', originalPath: '/' });
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'data-language-choice',
      'nl',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'data-language-choice',
      'en',
    );
  });
});
