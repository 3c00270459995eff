/** The interface languages (spec section 1), apart from the locale store so stores below it can check them. */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
