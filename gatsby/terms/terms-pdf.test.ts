/**
 * @jest-environment node
 */
import { termsPdf, type TermsPdfInput } from './terms-pdf';

const input: TermsPdfInput = {
  language: 'nl',
  effective: '2026-01-01',
  articles: [
    { number: 1, title: 'Definitions', paragraphs: ['Zones from −25 °C to +25 °C; “quotes”.'] },
    { number: 2, title: 'Payment', paragraphs: ['Within 14 days.', 'Interest of 12%.'] },
  ],
  company: {
    legalName: 'Noordvliet Cargo B.V.',
    registration: 'KvK: 81234567',
    address: 'Koelhuisweg 14, 1437 AB Rozenburg, Nederland',
  },
  words: {
    heading: 'Algemene voorwaarden',
    version: 'Versie van 1 januari 2026',
    intro: 'Noordvliet Cargo B.V. hanteert deze voorwaarden.',
    languageNote: 'De artikelen zijn in het Engels.',
    article: (number) => `Artikel ${number}`,
    page: (page, pages) => `Pagina ${page} van ${pages}`,
  },
};

describe('the PDF of a version of the general conditions', () => {
  it('is the same bytes for the same input, whenever it is made (a CDN may keep it)', async () => {
    const first = await termsPdf(input);
    const second = await termsPdf(input);
    expect(first.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(second.equals(first)).toBe(true);
  });

  it('changes with its version', async () => {
    const other = await termsPdf({ ...input, effective: '2027-01-01' });
    expect(other.equals(await termsPdf(input))).toBe(false);
  });
});
