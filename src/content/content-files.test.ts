import fc from 'fast-check';
import { languages } from '../core/languages';
import {
  contentFolders,
  contentKind,
  dataFiles,
  ignoredByTheBuild,
  localeFiles,
  notAFileOfTheSite,
  pictureFolders,
} from './content-files';
import { contentFiles } from './schemas';

describe('the content as one list', () => {
  it('names every data file of the model, every texts file of every language, and the picture folders', () => {
    expect(dataFiles).toEqual(contentFiles.map(({ file }) => `data/${file}`));
    for (const file of [...dataFiles, ...localeFiles]) expect(contentKind(file)).toBeDefined();
    for (const language of languages)
      expect(localeFiles).toContain(`locales/${language}/common.json`);
    for (const folder of pictureFolders) {
      expect(folder).toMatch(/^data\//);
      expect(contentKind(`${folder}/a-photo_2.jpg`)).toBe('picture');
    }
  });

  it('takes a name only as exactly spelled: no twin, other case, other ending, other folder', () => {
    const [data] = dataFiles;
    const [folder] = pictureFolders;
    const refused = [
      data.replace(/\.yaml$/, '.yml'),
      data.toUpperCase(),
      data.replace('data/', 'data/./'),
      data.replace('data/', 'data//'),
      `${data}.bak`,
      'data/notes.yaml',
      'data/images/photo.jpg',
      `${folder}/Photo.jpg`,
      `${folder}/photo.JPG`,
      `${folder}/photo.svg`,
      `${folder}/photo.jpg.exe`,
      `${folder}/sub/photo.jpg`,
      `${folder}/.photo.jpg`,
      `${folder}/../photo.jpg`,
      'locales/en/extra.json',
      'locales/xx/common.json',
      'locales/en/common.JSON',
    ];
    for (const path of refused) {
      expect([path, contentKind(path)]).toEqual([path, undefined]);
      expect(notAFileOfTheSite(path).startsWith(`${path} is not `)).toBe(true);
    }
    expect(notAFileOfTheSite(data.replace(/\.yaml$/, '.yml'))).toContain(`the site reads ${data}`);
  });

  it('takes no path but the list’s and the pictures of its folders', () => {
    const listed = new Set([...dataFiles, ...localeFiles]);
    fc.assert(
      fc.property(
        fc.constantFrom('data/', 'locales/', ...pictureFolders.map((f) => `${f}/`), ''),
        fc.string(),
        (folder, name) => {
          const path = `${folder}${name}`;
          const kind = contentKind(path);
          if (listed.has(path)) expect(kind).toBeDefined();
          else if (kind !== undefined) {
            expect(kind).toBe('picture');
            expect(pictureFolders).toContain(folder.slice(0, -1));
            expect(name).toMatch(/^[a-z0-9][a-z0-9._~-]*\.(jpg|jpeg|png|webp|avif)$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lets the build walk the folders on the way to the content and nothing else below data/ and locales/', () => {
    const ignored = ignoredByTheBuild('/site');
    for (const folder of contentFolders)
      expect([folder, ignored(`/site/${folder}`)]).toEqual([folder, false]);
    for (const file of [...dataFiles, ...localeFiles]) expect(ignored(`/site/${file}`)).toBe(false);
    for (const path of ['data/notes.yaml', 'data/secret', 'data/images/x.jpg', 'locales/de'])
      expect([path, ignored(`/site/${path}`)]).toEqual([path, true]);
    expect(ignored('/elsewhere/data/notes.yaml')).toBe(false);
  });
});
