/**
 * Which catalog holds a message (read by the catalog tests and `npm run i18n:sync`):
 * the core catalog (`src/i18n/core/`, loaded before the first render) holds everything
 * outside `src/features` plus the sign-in and error pages; every other feature has
 * its own (`src/features/<feature>/i18n/`), loaded with its pages.
 */
const CORE_FEATURES: readonly string[] = ['auth', 'errors'];

export const CORE_CATALOG_DIR = 'src/i18n/core';

/** The catalog folder for a source file: `src/features/devices/x.ts` → `src/features/devices/i18n`. */
export function catalogDirOf(file: string): string {
  const feature = /^\/?src\/features\/([^/]+)\//.exec(file)?.[1];
  return feature && !CORE_FEATURES.includes(feature)
    ? `src/features/${feature}/i18n`
    : CORE_CATALOG_DIR;
}

/** A module of message descriptors: `messages.ts`, or `<part>Messages.ts` beside another's. */
export const isMessagesFile = (file: string): boolean =>
  /\/(?:messages|[a-z]\w*Messages)\.ts$/.test(file);
