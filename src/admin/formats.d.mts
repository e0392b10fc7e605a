/** Entry data as Decap CMS holds it: the file's fields, plus the editor's own. */
export type EntryData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface FileFormat {
  fromFile(text: string): EntryData;
  toFile(data: EntryData): string;
}

export const LIST_FIELD: string;
export const SOURCE_FIELD: string;
export const dataYaml: FileFormat;
export const dataYamlList: FileFormat;
export const localeJson: FileFormat;
export const formats: Record<'data-yaml' | 'data-yaml-list' | 'locale-json', FileFormat>;
