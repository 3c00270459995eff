// @ts-check
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * webpack loader for the message catalogs (`{ id: ICU message }`): answers each message as
 * its parsed form (what `formatjs compile --ast` writes), so react-intl formats them without
 * the ICU parser, which `webpack.config.js` swaps for its `no-parser` build.
 *
 * @param {string} source
 * @returns {string}
 */
export default function icuCatalogLoader(source) {
  /** @type {Record<string, string>} */
  const catalog = JSON.parse(source);
  return JSON.stringify(
    Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)])),
  );
}
