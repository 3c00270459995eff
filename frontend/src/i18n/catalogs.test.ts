/**
 * Every message id used in the code must be in both catalogs, and the
 * catalogs must hold nothing else. en.json is built from the English
 * `defaultMessage`s; zh.json is translated by hand.
 *
 * `npm run i18n:sync` rewrites en.json from the messages and drops stale
 * zh.json entries; missing zh translations still fail until written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import en from './en.json';
import zh from './zh.json';

interface Descriptor {
  id: string;
  defaultMessage: string;
}

const modules = import.meta.glob<Record<string, unknown>>('/src/**/messages.ts', { eager: true });

function collectDescriptors(): Map<string, Descriptor & { file: string }> {
  const found = new Map<string, Descriptor & { file: string }>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const group of Object.values(exports)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const value of Object.values(group as Record<string, unknown>)) {
        const d = value as Partial<Descriptor>;
        if (typeof d?.id !== 'string' || typeof d.defaultMessage !== 'string') continue;
        const previous = found.get(d.id);
        if (previous && previous.defaultMessage !== d.defaultMessage) {
          throw new Error(
            `Message id ${d.id} is defined differently in ${previous.file} and ${file}`,
          );
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
const catalogs = { en: en as Record<string, string>, zh: zh as Record<string, string> };

if (process.env.I18N_WRITE) {
  const dir = join(process.cwd(), 'src/i18n/'); // npm scripts run in frontend/
  const sorted = (entries: [string, string][]) =>
    `${JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;
  writeFileSync(
    `${dir}en.json`,
    sorted(ids.map((id) => [id, descriptors.get(id)!.defaultMessage])),
  );
  const zhKept = Object.entries(catalogs.zh).filter(([id]) => descriptors.has(id));
  writeFileSync(`${dir}zh.json`, sorted(zhKept));
  catalogs.en = JSON.parse(readFileSync(`${dir}en.json`, 'utf8')) as Record<string, string>;
  catalogs.zh = JSON.parse(readFileSync(`${dir}zh.json`, 'utf8')) as Record<string, string>;
}

describe('message catalogs', () => {
  it('finds the messages modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    expect(ids).toContain('app.title');
  });

  it('uses dotted ids', () => {
    const bad = ids.filter((id) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/.test(id));
    expect(bad).toEqual([]);
  });

  it.each(['en', 'zh'] as const)('%s has every message and nothing else', (locale) => {
    const catalog = catalogs[locale];
    const missing = ids.filter((id) => !(id in catalog));
    const stale = Object.keys(catalog).filter((id) => !descriptors.has(id));
    const empty = Object.entries(catalog)
      .filter(([, text]) => !text.trim())
      .map(([id]) => id);
    expect({ missing, stale, empty }).toEqual({ missing: [], stale: [], empty: [] });
  });

  it('en.json matches the English defaults in the code', () => {
    const differing = ids.filter((id) => catalogs.en[id] !== descriptors.get(id)!.defaultMessage);
    expect(differing).toEqual([]);
  });

  it('zh translations use the same placeholders as the English text', () => {
    const mismatched = ids
      .filter((id) => id in catalogs.zh)
      .filter(
        (id) =>
          argumentsOf(catalogs.zh[id]!).join() !==
          argumentsOf(descriptors.get(id)!.defaultMessage).join(),
      );
    expect(mismatched).toEqual([]);
  });
});
