// Who may do what, where the host says (CMS_ROLES): an editor changes content and saves
// drafts; a translator changes the translations only (every language's values but English,
// and the interface texts of those languages); a publisher sets drafts Ready, publishes them
// and sets their time. Without the setting everyone may do all of it, as before.
// The setting names people by e-mail address, or the company directory's groups as Cloudflare
// Access gives them (`group:` and the group's name), role by role:
//   CMS_ROLES="publisher: anna@cargo.example; editor: group:Marketing, bram@cargo.example; translator: group:Vertalers"
// A person the setting names nowhere, by address or by a group of theirs, reads and writes nothing.
import type { EditorLanguage, Said } from '../../../src/core/editor-language';
import { defaultLanguage, languages } from '../../../src/core/languages';
import { Refusal } from './refusal';
import type { Author } from './store';

export const ROLES = ['editor', 'translator', 'publisher'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Each role's people by e-mail, or `group:` and a group's name (lower case); undefined: no
 * roles set, everyone may do all.
 */
export type RoleMap = Partial<Record<Role, string[]>> | undefined;

/** CMS_ROLES read; a role it does not know is said, not ignored. */
export function readRoles(setting: string | undefined): RoleMap {
  if (!setting?.trim()) return undefined;
  const map: Partial<Record<Role, string[]>> = {};
  for (const part of setting.split(';')) {
    if (!part.trim()) continue;
    // The role before the first colon: a group's entry has one of its own (`group:Marketing`).
    const colon = part.includes(':') ? part.indexOf(':') : part.length;
    const [name, people] = [part.slice(0, colon), part.slice(colon + 1)];
    const role = name.trim().toLowerCase() as Role;
    if (!ROLES.includes(role))
      throw new Error(
        `CMS_ROLES names a role "${name.trim()}": the roles are ${ROLES.join(', ')}.`,
      );
    map[role] = people
      .split(',')
      .map((entry) =>
        entry
          .trim()
          .toLowerCase()
          .replace(/^group:\s*/, GROUP),
      )
      .filter((entry) => entry && entry !== GROUP);
  }
  return map;
}

/** How the setting names a group of the company's directory: `group:Marketing`. */
const GROUP = 'group:';

/** Whether the setting names any group (then Access is asked for a person's groups as they sign in). */
export const namesGroups = (setting: string | undefined) =>
  Object.values(readRolesOrNone(setting) ?? {}).some((entries) =>
    entries.some((entry) => entry.startsWith(GROUP)),
  );

const readRolesOrNone = (setting: string | undefined) => {
  try {
    return readRoles(setting);
  } catch {
    return undefined; // said on every call of the content API (../gateway/content-endpoint.ts)
  }
};

/**
 * The roles of a person, by their e-mail address or a group of theirs: without roles set,
 * every role.
 */
export function rolesOf(roles: RoleMap, person: Author): Set<Role> {
  if (!roles) return new Set(ROLES);
  // An address names a person only as an address: never as a group's name.
  const address = person.email.toLowerCase();
  const names = new Set([
    ...(address.startsWith(GROUP) ? [] : [address]),
    ...(person.groups ?? []).map((group) => `${GROUP}${group.toLowerCase()}`),
  ]);
  return new Set(ROLES.filter((role) => roles[role]?.some((entry) => names.has(entry))));
}

/** A role's name in each language of the editor (Dutch: the newsroom's own). */
const roleNames: Record<Role, Said> = {
  editor: { en: 'an editor', nl: 'een redacteur' },
  translator: { en: 'a translator', nl: 'een vertaler' },
  publisher: { en: 'a publisher', nl: 'een eindredacteur' },
};

const names = (roles: Iterable<Role>, language: EditorLanguage, joint: Said) =>
  [...roles].map((role) => roleNames[role][language]).join(joint[language]);

/** Refuses, in words, a person who has none of `roles`; `what` is what they tried. */
export function requireRole(roles: RoleMap, person: Author, wanted: Role[], what: Said) {
  const theirs = rolesOf(roles, person);
  if (wanted.some((role) => theirs.has(role))) return;
  const and = { en: ' and ', nl: ' en ' };
  const or = { en: ' or ', nl: ' of ' };
  const are: Said = theirs.size
    ? { en: `you are ${names(theirs, 'en', and)}`, nl: `u bent ${names(theirs, 'nl', and)}` }
    : { en: 'you have no role on this site', nl: 'u hebt geen rol op deze site' };
  throw new Refusal(403, {
    en: `${what.en} is for ${names(wanted, 'en', or)}, and ${are.en}. Ask the person who runs the site.`,
    nl: `${what.nl} is voor ${names(wanted, 'nl', or)}, en ${are.nl}. Vraag het aan wie de site beheert.`,
  });
}

const isTextOfLanguages = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (languages as readonly string[]).includes(key));

/**
 * Where `after` differs from `before` other than in a translation (a value of a language
 * other than English, inside a text of languages), as a path; undefined when nowhere.
 */
export function untranslatedChange(
  before: unknown,
  after: unknown,
  at: string[] = [],
): string | undefined {
  if (Object.is(before, after)) return undefined;
  const bothObjects =
    before !== null && after !== null && typeof before === 'object' && typeof after === 'object';
  if (!bothObjects || Array.isArray(before) !== Array.isArray(after))
    return at.join('.') || '(the whole file)';
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  const text = isTextOfLanguages(before) && isTextOfLanguages(after);
  for (const key of keys) {
    const [was, now] = [
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
    ];
    if (text && key !== defaultLanguage) continue;
    const found = untranslatedChange(was, now, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A translator's save judged, file by file: the interface texts of a language other than
 * English, or a data file whose values changed in translations only; a Refusal otherwise.
 */
export function judgeTranslation(path: string, before: unknown, after: unknown): void {
  // A language's interface texts are all translations, but English's.
  const language = /^locales\/([\w-]+)\//.exec(path)?.[1];
  if (language !== undefined && language !== defaultLanguage) return;
  const where = untranslatedChange(before, after);
  if (where)
    throw new Refusal(403, {
      en: `A translator changes the translations only, and this save changes ${where} of ${path}. Put it back, or ask an editor.`,
      nl: `Een vertaler wijzigt alleen de vertalingen, en deze opslag wijzigt ${where} van ${path}. Zet het terug, of vraag het een redacteur.`,
    });
}
