import type { Locale } from './locale';
import en from './en.json';
import zh from './zh.json';

export type Catalog = Readonly<Record<string, string>>;

export const catalogs: Readonly<Record<Locale, Catalog>> = { en, zh };
