// Reads of a joined interface-texts file (../forms/joined-texts.ts) through the backend:
// every language's file, joined.
import { type Language, languages } from '../../core/languages';
import { around } from '../decap/backends';
import type { BackendImplementation } from '../decap/types';
import { joinTexts, languageTextsFile, textsNamespaceOf } from '../forms/joined-texts';

type Read = { file: { path: string }; data: string };

/**
 * `backend` whose reads of files give a joined file as its language files, joined: one entry
 * (`getEntry`) and the entries of a collection's list (`entriesByFiles`).
 */
export function withJoinedTexts(backend: BackendImplementation): BackendImplementation {
  const readJoined = async (path: string, namespace: string): Promise<Read> => {
    const texts = await Promise.all(
      languages.map(async (language) => {
        const { data } = await backend.getEntry(languageTextsFile(namespace, language));
        return [language, data] as const;
      }),
    );
    return {
      file: { path },
      data: joinTexts(Object.fromEntries(texts) as Record<Language, string>),
    };
  };
  return around(backend, {
    getEntry(path) {
      const namespace = textsNamespaceOf(path);
      return namespace === undefined ? backend.getEntry(path) : readJoined(path, namespace);
    },
    async entriesByFiles(files) {
      const joined = files.filter(({ path }) => textsNamespaceOf(path) !== undefined);
      const others = files.filter((file) => !joined.includes(file));
      return [
        ...(others.length > 0 ? ((await backend.entriesByFiles?.(others)) ?? []) : []),
        ...(await Promise.all(joined.map(({ path }) => readJoined(path, textsNamespaceOf(path)!)))),
      ];
    },
  });
}
