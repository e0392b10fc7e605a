import { nameCountries } from './countries';

it('names the served countries in English, keeping their codes', () => {
  expect(nameCountries(['NL', 'KE', 'GB'])).toEqual([
    { code: 'NL', name: 'Netherlands' },
    { code: 'KE', name: 'Kenya' },
    { code: 'GB', name: 'United Kingdom' },
  ]);
});
