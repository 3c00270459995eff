/**
 * Every message id used in the code must be in both languages of its catalog
 * (see `catalogLayout.ts`), and the catalogs must hold nothing else. Each
 * en.json is built from the English `defaultMessage`s; zh.json is translated
 * by hand.
 *
 * `npm run i18n:sync` rewrites every en.json from the messages and moves each
 * zh.json entry to the catalog its id belongs to, dropping stale ones; missing
 * zh translations still fail until written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { CORE_CATALOG_DIR, catalogDirOf } from './catalogLayout';
import { LOCALES, type Locale } from './locale';

interface Descriptor {
  id: string;
  defaultMessage: string;
  file: string;
}

type Messages = Record<string, string>;

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/messages.ts', '/src/**/*Messages.ts'],
  { eager: true },
);
const catalogFiles = import.meta.glob<Messages>(
  ['/src/i18n/core/*.json', '/src/features/*/i18n/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

function collectDescriptors(): Map<string, Descriptor> {
  const found = new Map<string, Descriptor>();
  // A group holds descriptors, or groups of them (`recordKindMessages.join.tag`).
  const descriptorsIn = (value: unknown): Partial<Descriptor>[] => {
    if (typeof value !== 'object' || value === null) return [];
    const d = value as Partial<Descriptor>;
    if (typeof d.id === 'string') return [d];
    return Object.values(value).flatMap(descriptorsIn);
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const group of Object.values(exports)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const d of Object.values(group as Record<string, unknown>).flatMap(descriptorsIn)) {
        if (typeof d.id !== 'string' || typeof d.defaultMessage !== 'string') continue;
        const previous = found.get(d.id);
        if (previous && previous.defaultMessage !== d.defaultMessage) {
          throw new Error(
            `Message id ${d.id} is defined differently in ${previous.file} and ${file}`,
          );
        }
        if (previous && catalogDirOf(previous.file) !== catalogDirOf(file)) {
          throw new Error(`Message id ${d.id} belongs to two catalogs: ${previous.file}, ${file}`);
        }
        found.set(d.id, { id: d.id, defaultMessage: d.defaultMessage, file });
      }
    }
  }
  return found;
}

/** The argument names a message uses ({name}, {count, plural, ...}, <b></b>). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      ) {
        names.add(el.value);
      } else if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        Object.values(el.options).forEach((option) => walk(option.value));
      } else if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const descriptors = collectDescriptors();
const ids = [...descriptors.keys()].sort();

/** The catalog folders: every one the code needs, and every one on disk. */
const idsByDir = new Map<string, string[]>([[CORE_CATALOG_DIR, []]]);
for (const id of ids) {
  const dir = catalogDirOf(descriptors.get(id)!.file);
  idsByDir.set(dir, [...(idsByDir.get(dir) ?? []), id]);
}
for (const file of Object.keys(catalogFiles)) {
  const dir = file.slice(1, file.lastIndexOf('/'));
  if (!idsByDir.has(dir)) idsByDir.set(dir, []);
}
const dirs = [...idsByDir.keys()].sort();

function readCatalog(dir: string, locale: Locale): Messages {
  return catalogFiles[`/${dir}/${locale}.json`] ?? {};
}

const catalogs = new Map(
  dirs.map((dir) => [dir, { en: readCatalog(dir, 'en'), zh: readCatalog(dir, 'zh') }]),
);

if (process.env.I18N_WRITE) {
  const sorted = (entries: [string, string][]) =>
    `${JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;
  const allZh: Messages = Object.assign({}, ...[...catalogs.values()].map(({ zh }) => zh));
  for (const [dir, dirIds] of idsByDir) {
    if (dirIds.length === 0) continue;
    const en = Object.fromEntries(dirIds.map((id) => [id, descriptors.get(id)!.defaultMessage]));
    const zh = Object.fromEntries(dirIds.filter((id) => id in allZh).map((id) => [id, allZh[id]!]));
    const path = join(process.cwd(), dir); // npm scripts run in frontend/
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'en.json'), sorted(Object.entries(en)));
    writeFileSync(join(path, 'zh.json'), sorted(Object.entries(zh)));
    catalogs.set(dir, { en, zh });
  }
}

describe('message catalogs', () => {
  it('finds the messages modules and the catalogs', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    expect(ids).toContain('app.title');
    expect(dirs).toContain('src/features/devices/i18n');
  });

  it('uses dotted ids', () => {
    const bad = ids.filter((id) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/.test(id));
    expect(bad).toEqual([]);
  });

  it.each(dirs.flatMap((dir) => LOCALES.map((locale) => [dir, locale] as const)))(
    '%s/%s.json has every message of its catalog and nothing else',
    (dir, locale) => {
      const catalog = catalogs.get(dir)![locale];
      const dirIds = idsByDir.get(dir)!;
      const missing = dirIds.filter((id) => !(id in catalog));
      const stale = Object.keys(catalog).filter((id) => !dirIds.includes(id));
      const empty = Object.entries(catalog)
        .filter(([, text]) => !text.trim())
        .map(([id]) => id);
      expect({ missing, stale, empty }).toEqual({ missing: [], stale: [], empty: [] });
    },
  );

  it('en.json files match the English defaults in the code', () => {
    const differing = ids.filter(
      (id) =>
        catalogs.get(catalogDirOf(descriptors.get(id)!.file))!.en[id] !==
        descriptors.get(id)!.defaultMessage,
    );
    expect(differing).toEqual([]);
  });

  it('zh translations use the same placeholders as the English text', () => {
    const mismatched = ids.filter((id) => {
      const zh = catalogs.get(catalogDirOf(descriptors.get(id)!.file))!.zh[id];
      return (
        zh !== undefined &&
        argumentsOf(zh).join() !== argumentsOf(descriptors.get(id)!.defaultMessage).join()
      );
    });
    expect(mismatched).toEqual([]);
  });
});
