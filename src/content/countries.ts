const englishName = new Intl.DisplayNames(['en'], { type: 'region' });

/** Two-letter country codes with their English names: `NL` → `{ code: 'NL', name: 'Netherlands' }`. */
export function nameCountries(codes: readonly string[]): { code: string; name: string }[] {
  return codes.map((code) => ({ code, name: englishName.of(code) ?? code }));
}

/**
 * Region codes the language data names that are no country to serve: groupings (EU, UN,
 * Eurozone, Outlying Oceania), test and unknown codes, and countries that no longer exist.
 */
const notCountries = new Set(
  'AC AN BU CP CS DD DG EA EU EZ FX IC NT QO SU TA TP UN XA XB YD YU ZR ZZ'.split(' '),
);

/** Every country a list of countries can choose from, by its name in `language`: `{ label, value }`. */
export function countryChoices(language = 'en'): { label: string; value: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
  return letters
    .flatMap((first) => letters.map((second) => first + second))
    .filter((code) => !notCountries.has(code) && englishName.of(code) !== code)
    .map((code) => ({ label: names.of(code)!, value: code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
