// Reads of a joined interface-texts file (../forms/joined-texts.ts) through the backend:
// every language's file, joined; on the publishing branch, and in a draft (drafts on), whose
// branch holds the language files a save of the form wrote.
import { type Language, languages } from '../../core/languages';
import { around } from '../decap/backends';
import type { BackendImplementation, UnpublishedEntry } from '../decap/types';
import {
  joinTexts,
  joinedTextsFile,
  languageTextsFile,
  textsNamespaceOf,
} from '../forms/joined-texts';
import { textsCollection } from '../../content/forms';

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
    ...(backend.unpublishedEntry && backend.unpublishedEntryDataFile
      ? draftReads(backend, backend.unpublishedEntry, backend.unpublishedEntryDataFile)
      : {}),
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

/** A joined file's version in a draft: its language files' versions there, by language. */
const joinedId = (ids: Partial<Record<Language, string>>) => JSON.stringify(ids);

/**
 * A draft of a texts form as Decap reads it: its language files, which the draft changed, as
 * the one joined file the form edits (Decap reads a draft's form from the files it changed
 * that end as the form's file does), and that file read as the draft's language files joined.
 */
function draftReads(
  backend: BackendImplementation,
  unpublishedEntry: NonNullable<BackendImplementation['unpublishedEntry']>,
  dataFile: NonNullable<BackendImplementation['unpublishedEntryDataFile']>,
): Partial<BackendImplementation> {
  return {
    async unpublishedEntry(which) {
      const draft: UnpublishedEntry = await unpublishedEntry.call(backend, which);
      if (draft.collection !== textsCollection(draft.slug)) return draft;
      const namespace = draft.slug;
      const files = new Map(
        languages.map((language) => [languageTextsFile(namespace, language), language] as const),
      );
      const ofLanguages = draft.diffs.filter(({ path }) => files.has(path));
      if (ofLanguages.length === 0) return draft;
      const ids = Object.fromEntries(ofLanguages.map(({ path, id }) => [files.get(path)!, id]));
      return {
        ...draft,
        diffs: [
          ...draft.diffs.filter((diff) => !ofLanguages.includes(diff)),
          {
            path: joinedTextsFile(namespace),
            newFile: ofLanguages.every(({ newFile }) => newFile),
            id: joinedId(ids),
          },
        ],
      };
    },
    async unpublishedEntryDataFile(collection, slug, path, id) {
      const namespace = textsNamespaceOf(path);
      if (namespace === undefined) return dataFile.call(backend, collection, slug, path, id);
      const ids = (id ? JSON.parse(id) : {}) as Partial<Record<Language, string>>;
      const texts = await Promise.all(
        languages.map(async (language) => {
          const file = languageTextsFile(namespace, language);
          return [language, await dataFile.call(backend, collection, slug, file, ids[language])];
        }),
      );
      return joinTexts(Object.fromEntries(texts) as Record<Language, string>);
    },
  };
}
