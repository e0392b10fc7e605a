// One version of the general conditions as a PDF a client can store (art. 6:234 BW asks that
// the conditions can be kept and consulted later), written by the build without a browser:
// pdfkit writes a tagged PDF (headings, paragraphs and their reading order, the document's
// language and title) with DejaVu Sans embedded from the npm registry, which has every
// character of the texts (°, −, ë, “ ”). The same input gives the same bytes: the file's dates
// and ID are the version's date, never the build's.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** Everything one PDF is written from: the version, the company, and the words of its language. */
export interface TermsPdfInput {
  /** The document's language (`en`, `nl`); the articles are English in every edition. */
  language: string;
  /** Year-month-day. */
  effective: string;
  articles: ReadonlyArray<{ number: number; title: string; paragraphs: readonly string[] }>;
  company: {
    legalName: string;
    registration: string;
    /** The postal address on one line. */
    address: string;
  };
  words: {
    /** "Algemene voorwaarden" */
    heading: string;
    /** "Version of 1 January 2026" */
    version: string;
    intro: string;
    languageNote: string;
    /** `article(3)` → "Article 3" */
    article: (number: number) => string;
    /** `page(2, 5)` → "Page 2 of 5" */
    page: (page: number, pages: number) => string;
  };
}

// Gatsby compiles this module into .cache (where `require.resolve` is gone), so the font
// package is found from the project the build runs in.
const fromProject = createRequire(path.join(process.cwd(), 'package.json'));
const fonts = {
  regular: fromProject.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: fromProject.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** A4 with margins of 2 cm (in points), room for the page line below. */
const MARGIN = 57;
const FOOTER_GAP = 28;
const ink = { text: '#1c1b1f', muted: '#55525c', brand: '#7a1f3d' };

export function termsPdf(input: TermsPdfInput): Promise<Buffer> {
  const { language, effective, articles, company, words } = input;
  const title = `${words.heading} — ${company.legalName} — ${words.version}`;
  const day = new Date(`${effective}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_GAP },
    pdfVersion: '1.7',
    tagged: true,
    lang: language,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: title,
      Author: company.legalName,
      Subject: words.heading,
      Creator: company.legalName,
      Producer: 'PDFKit',
      CreationDate: day,
      ModDate: day,
    },
    font: fonts.regular,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const document = doc.struct('Document');
  doc.addStructure(document);
  const block = (
    type: string,
    text: string,
    style: { font: 'regular' | 'bold'; size: number; color: string; gap: number },
    lang?: string,
  ) => {
    const element = doc.struct(type, lang ? { lang } : {});
    document.add(element);
    doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(text, { structParent: element, lineGap: 2, paragraphGap: 0 });
    element.end();
    doc.moveDown(style.gap);
  };

  block('P', company.legalName, { font: 'bold', size: 11, color: ink.brand, gap: 0.1 });
  block('P', company.address, { font: 'regular', size: 9, color: ink.muted, gap: 0.1 });
  block('P', company.registration, { font: 'regular', size: 9, color: ink.muted, gap: 1.6 });
  block('H1', words.heading, { font: 'bold', size: 22, color: ink.text, gap: 0.2 });
  block('P', words.version, { font: 'bold', size: 11, color: ink.brand, gap: 0.8 });
  block('P', words.intro, { font: 'regular', size: 10, color: ink.text, gap: 0.4 });
  block('P', words.languageNote, { font: 'regular', size: 10, color: ink.muted, gap: 1.2 });

  for (const article of articles) {
    // Keep a heading with the start of its first paragraph.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    block('H2', `${words.article(article.number)} — ${article.title}`, {
      font: 'bold',
      size: 12,
      color: ink.text,
      gap: 0.4,
    });
    article.paragraphs.forEach((paragraph, index) =>
      block(
        'P',
        `${article.number}.${index + 1}  ${paragraph}`,
        { font: 'regular', size: 10, color: ink.text, gap: 0.6 },
        'en',
      ),
    );
    doc.moveDown(0.6);
  }
  document.end();

  // The page line, on every page once the number of pages is known: an artifact, outside the
  // structure, so a screen reader reads the conditions without it.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Below the text's bottom margin, which would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - MARGIN - 10;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(ink.muted)
      .text(
        `${company.legalName} · ${words.heading} · ${words.version} · ${words.page(index + 1, count)}`,
        MARGIN,
        bottom,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
