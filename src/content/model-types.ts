// The content model's own types, read from its declarations (./schemas.ts, ./fields/):
// what each file holds, and what a page reads of it in one language. The pages' mappings
// (src/templates/page-content.ts) take these, so the model and the pages' queries cannot
// drift apart unseen: the editor's preview hands a page the model's values, the templates
// the GraphQL answers, and the type checker holds both to one mapping.
import type { GroupInLanguage, GroupValue } from './fields';
import type { contentFiles } from './schemas';

type ModelFile = (typeof contentFiles)[number];

/** A file of data/ by name: `hubs.yaml`. */
export type ContentFileName = ModelFile['file'];

type SpecOf<Name extends ContentFileName> = Extract<ModelFile, { file: Name }>;

/** What a file holds: its entry's fields, or a list of entries. */
export type FileValue<Name extends ContentFileName> =
  SpecOf<Name> extends { shape: 'list' }
    ? GroupValue<SpecOf<Name>['fields']>[]
    : GroupValue<SpecOf<Name>['fields']>;

/** What a page reads of a file in one language: each text per language one text. */
export type FileInLanguage<Name extends ContentFileName> =
  SpecOf<Name> extends { shape: 'list' }
    ? ReadonlyArray<GroupInLanguage<SpecOf<Name>['fields']>>
    : GroupInLanguage<SpecOf<Name>['fields']>;
