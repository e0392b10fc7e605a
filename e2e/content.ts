import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** A YAML file of data/, so tests assert what an editor wrote rather than copies of it. */
export function readData<T>(file: string): T {
  return parse(fs.readFileSync(path.resolve(__dirname, '../data', file), 'utf8')) as T;
}

export const brandName = readData<{ brandName: string }>('company.yaml').brandName;

/** A locale file of locales/, so tests find controls by the names visitors hear. */
export function readLocale<T>(language: string, namespace: string): T {
  return JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../locales', language, `${namespace}.json`), 'utf8'),
  ) as T;
}

export interface CommonTexts {
  header: Record<'mainNav' | 'openMenu' | 'closeMenu' | 'menu' | 'language' | 'theme', string>;
  pageNames: Record<'home' | 'services' | 'about' | 'contact' | 'terms', string>;
}
