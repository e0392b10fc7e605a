// The content as one list: every file an editor may have below data/ and locales/, declared
// by the model and nothing else. The build reads these files and no other (gatsby-config.ts,
// through `ignoredByTheBuild`), the check refuses any other file there in words (./check.ts),
// and the content gateway lets only these onto the branch and reads only these back
// (functions/_lib/gateway/). A file's name, extension and case are exact: `news-links.yml`,
// `News-links.yaml` and `data/notes.yaml` are not files of the site.
import { languages } from '../core/languages';
import { notFoundRoute, routes } from '../core/routes';
import { describeFields } from './fields';
import { contentFiles } from './schemas';

/** The folders the content lives in. */
export const CONTENT_ROOTS = ['data', 'locales'] as const;

/**
 * What the content API's stores hold: the content, and the translations' status beside it
 * (./translations.ts: written by the server at each publish, never by the editor's page).
 */
export const STORED_ROOTS = [...CONTENT_ROOTS, 'translations'] as const;

/** Every data file of the model: `data/company.yaml`, … */
export const dataFiles: readonly string[] = contentFiles.map(({ file }) => `data/${file}`);

/** The interface texts' files of each language: the texts every page shares, then one per screen. */
export const textNamespaces: readonly string[] = [
  'common',
  ...routes.map(({ id }) => id),
  notFoundRoute.id,
];

/** Every interface-texts file: `locales/en/common.json`, … */
export const localeFiles: readonly string[] = languages.flatMap((language) =>
  textNamespaces.map((namespace) => `locales/${language}/${namespace}.json`),
);

/** The folder each picture field keeps its pictures in, from the model: `data/images/about`, … */
export const pictureFolders: readonly string[] = [
  ...new Set(
    contentFiles.flatMap(({ fields }) =>
      describeFields(fields).flatMap(({ shape }) =>
        shape.kind === 'image' ? [`data/${shape.folder}`] : [],
      ),
    ),
  ),
].sort();

/** The endings of a picture's name, lower case, as the editor's uploads write them. */
export const PICTURE_ENDINGS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

/**
 * The longest name a picture may have: well within every file system's limit for one name
 * (255 bytes on ext4, APFS and NTFS), so a checkout of the site never fails on it ("File name
 * too long"), whatever folder the repository is cloned into.
 */
export const MAX_PICTURE_NAME = 100;

/**
 * A picture's name: what Decap makes of an upload's (lower case, ASCII, `-` for the rest;
 * decap-cms-core's persistMedia), ending as a picture does, at most MAX_PICTURE_NAME long.
 */
const PICTURE_NAME = /^[a-z0-9][a-z0-9._~-]*\.(jpg|jpeg|png|webp|avif)$/;
export const PICTURE_NAME_RULE = `a picture's name is lower-case letters, digits and - _ . ~, at most ${MAX_PICTURE_NAME} characters, ending in ${PICTURE_ENDINGS.join(', ')}`;

/** Whether `name` (no folder) is one a picture of the site may have. */
export const isPictureName = (name: string) =>
  name.length <= MAX_PICTURE_NAME && PICTURE_NAME.test(name);

const exactFiles = new Set([...dataFiles, ...localeFiles]);

/** What a path below data/ or locales/ is to the site: a file of the model, a picture, or nothing. */
export type ContentKind = 'data' | 'texts' | 'picture';

/** The kind of content file `path` is (`data/hubs.yaml`, `data/images/about/x.jpg`), or undefined. */
export function contentKind(path: string): ContentKind | undefined {
  if (exactFiles.has(path)) return path.startsWith('data/') ? 'data' : 'texts';
  const slash = path.lastIndexOf('/');
  if (pictureFolders.includes(path.slice(0, slash)) && isPictureName(path.slice(slash + 1)))
    return 'picture';
  return undefined;
}

export const isContentFile = (path: string) => contentKind(path) !== undefined;

/** Every folder on the way to a content file: `data`, `data/images`, `locales/nl`, … */
export const contentFolders: readonly string[] = [
  ...new Set(
    [...exactFiles, ...pictureFolders.map((folder) => `${folder}/x`)].flatMap((file) => {
      const parts = file.split('/').slice(0, -1);
      return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    }),
  ),
].sort();

/** Whether `path` lies below data/ or locales/ (where only the model's files may be). */
export const isBelowContentRoots = (path: string) =>
  CONTENT_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));

/** Why `path`, below data/ or locales/, is not a file of the site: the check's and the gateway's words. */
export function notAFileOfTheSite(path: string): string {
  if (!isBelowContentRoots(path))
    return `${path} is not content: the editor changes files in ${CONTENT_ROOTS.map((root) => `${root}/`).join(' and ')} only`;
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (pictureFolders.includes(folder))
    return `${path} is not a file of the site: ${PICTURE_NAME_RULE} (rename it, or upload it again in the editor)`;
  const twin = [...exactFiles].find(
    (file) =>
      file.toLowerCase().replace(/\.yml$/, '.yaml') ===
      path.toLowerCase().replace(/\.yml$/, '.yaml'),
  );
  if (twin)
    return `${path} is not a file of the site: the site reads ${twin}, spelled exactly so (move its content there and delete ${path})`;
  if (path.startsWith('data/'))
    return `${path} is not a file of the site: the site reads ${dataFiles.join(', ')}, and pictures in ${pictureFolders.map((f) => `${f}/`).join(', ')} (delete ${path}, or move what it holds into one of those)`;
  return `${path} is not a file of the site: the interface texts are ${textNamespaces.map((n) => `${n}.json`).join(', ')} in each of ${languages.map((l) => `locales/${l}/`).join(', ')} (delete ${path})`;
}

/**
 * For gatsby-source-filesystem's `ignore` (chokidar's `ignored`, which is asked of every
 * folder and file it walks, by absolute path): true for anything below data/ or locales/
 * that is neither a content file nor a folder on the way to one.
 */
export function ignoredByTheBuild(projectRoot: string) {
  const root = `${projectRoot.replace(/\/$/, '')}/`;
  return (absolute: string): boolean => {
    if (!absolute.startsWith(root)) return false;
    const path = absolute.slice(root.length).split('\\').join('/');
    if (!isBelowContentRoots(path) || (CONTENT_ROOTS as readonly string[]).includes(path))
      return false;
    return !(contentFolders.includes(path) || isContentFile(path));
  };
}
