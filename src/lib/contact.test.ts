import { directionsHref, mailtoHref, telHref } from './contact';

describe('contact links', () => {
  it('dials the number in international form', () => {
    expect(telHref('+31 20 123 4567')).toBe('tel:+31201234567');
    expect(telHref('+31 (0)20-123 45 67')).toBe('tel:+310201234567');
  });

  it('writes e-mail links', () => {
    expect(mailtoHref('info@noordvliet-cargo.example')).toBe(
      'mailto:info@noordvliet-cargo.example',
    );
  });

  it('searches a maps provider for the address, encoded', () => {
    const href = directionsHref(['Rue de l’Aéroport 3 & 5', '4460 Grâce-Hollogne #2', 'België']);
    const url = new URL(href);
    expect(url.protocol).toBe('https:');
    // Spaces, `#` and `&` inside the address must not end or split the query.
    expect(href).not.toMatch(/[ #]/);
    expect(href.split('&')).toHaveLength(2);
    expect(url.searchParams.get('query')).toBe(
      'Rue de l’Aéroport 3 & 5, 4460 Grâce-Hollogne #2, België',
    );
    expect(url.searchParams.get('api')).toBe('1');
  });
});
