import { type Language, languages } from '../../core/languages';
import { textsCollection } from '../../content/forms';
import type { BackendImplementation, UnpublishedEntry } from '../decap/types';
import { joinTexts, joinedTextsFile, languageTextsFile } from '../forms/joined-texts';
import { withJoinedTexts } from './joined-texts-reads';

/** A backend holding one draft of a texts form: its language files, by path, with their versions. */
function backendWithDraft(namespace: string, files: Record<string, string>, other: string[] = []) {
  const reads: Array<[string, string | undefined]> = [];
  const backend = {
    async unpublishedEntry(): Promise<UnpublishedEntry> {
      return {
        collection: textsCollection(namespace),
        slug: namespace,
        status: 'draft',
        diffs: [...Object.keys(files), ...other].map((path) => ({
          path,
          newFile: false,
          id: `v-${path}`,
        })),
        updatedAt: '2026-11-27T12:00:00Z',
      };
    },
    async unpublishedEntryDataFile(_c: string, _s: string, path: string, id?: string) {
      reads.push([path, id]);
      return files[path] ?? `{"fromBranch": "${path}"}\n`;
    },
  } as unknown as BackendImplementation;
  return { backend: withJoinedTexts(backend), reads };
}

const texts = (word: string) => `{\n  "title": "${word}"\n}\n`;

describe('a draft of a texts form', () => {
  const namespace = 'home';
  const collection = textsCollection(namespace);

  it('is one joined file to Decap, read as the draft’s language files joined', async () => {
    const files = Object.fromEntries(
      languages.map((language) => [languageTextsFile(namespace, language), texts(language)]),
    );
    const { backend, reads } = backendWithDraft(namespace, files, ['data/images/x.png']);
    const draft = await backend.unpublishedEntry!({ collection, slug: namespace });
    expect(draft.diffs.map(({ path }) => path)).toEqual([
      'data/images/x.png',
      joinedTextsFile(namespace),
    ]);
    const joined = draft.diffs.find(({ path }) => path === joinedTextsFile(namespace))!;
    const text = await backend.unpublishedEntryDataFile!(
      collection,
      namespace,
      joined.path,
      joined.id,
    );
    expect(text).toBe(
      joinTexts(
        Object.fromEntries(languages.map((language) => [language, texts(language)])) as Record<
          Language,
          string
        >,
      ),
    );
    // Each language file is read at the version the draft has of it.
    expect(reads).toEqual(
      languages.map((language) => {
        const path = languageTextsFile(namespace, language);
        return [path, `v-${path}`];
      }),
    );
  });

  it('reads a language the draft did not change from the draft’s branch', async () => {
    const [changed, ...others] = languages;
    const path = languageTextsFile(namespace, changed);
    const { backend, reads } = backendWithDraft(namespace, { [path]: texts(changed) });
    const draft = await backend.unpublishedEntry!({ collection, slug: namespace });
    const [joined] = draft.diffs;
    await backend.unpublishedEntryDataFile!(collection, namespace, joined.path, joined.id);
    expect(reads).toEqual([
      [path, `v-${path}`],
      ...others.map((language) => [languageTextsFile(namespace, language), undefined]),
    ]);
  });

  it('leaves a draft of a data file as it is', async () => {
    const inner = {
      async unpublishedEntry(): Promise<UnpublishedEntry> {
        return {
          collection: 'company',
          slug: 'company',
          status: 'draft',
          diffs: [{ path: 'data/company.yaml', newFile: false, id: 'v1' }],
          updatedAt: '',
        };
      },
      async unpublishedEntryDataFile() {
        return 'phone: x\n';
      },
    } as unknown as BackendImplementation;
    const draft = await withJoinedTexts(inner).unpublishedEntry!({ id: 'company/company' });
    expect(draft.diffs).toEqual([{ path: 'data/company.yaml', newFile: false, id: 'v1' }]);
  });
});
