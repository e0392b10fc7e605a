const englishName = new Intl.DisplayNames(['en'], { type: 'region' });

/** Two-letter country codes with their English names: `NL` → `{ code: 'NL', name: 'Netherlands' }`. */
export function nameCountries(codes: readonly string[]): { code: string; name: string }[] {
  return codes.map((code) => ({ code, name: englishName.of(code) ?? code }));
}
