import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageInfo, languages } from '../src/i18n/languages';
import type { Flags } from '../src/i18n/flags';

/** Where a language's flag is drawn: `src/i18n/flags/<flag>.svg`. */
export const FLAGS_FOLDER = 'src/i18n/flags';

/**
 * The flag of every language in src/i18n/languages.ts, read from its SVG file: the pages
 * draw them inline (src/i18n/flags.tsx). A language whose flag file is missing stops the
 * build with a message saying which file to add.
 */
export function readFlags(projectDir: string): Flags {
  const flags: Flags = {};
  for (const language of languages) {
    const { flag } = languageInfo[language];
    const file = path.join(projectDir, FLAGS_FOLDER, `${flag}.svg`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `${FLAGS_FOLDER}/${flag}.svg is missing: languageInfo.${language}.flag in src/i18n/languages.ts names it. Add the flag as an SVG file there.`,
      );
    }
    const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(text);
    const viewBox = svg && /\bviewBox="([^"]+)"/.exec(svg[1])?.[1];
    if (!svg || !viewBox)
      throw new Error(`${FLAGS_FOLDER}/${flag}.svg must be one <svg> element with a viewBox`);
    flags[flag] = { viewBox, body: svg[2].trim() };
  }
  return flags;
}
