import { afterEach, describe, expect, it } from 'vitest';

import { preloadPageFiles } from './pageFiles';

function served(files: string[] | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (files) {
    const block = doc.createElement('script');
    block.id = 'page-files';
    block.type = 'application/json';
    block.textContent = JSON.stringify(files);
    doc.head.append(block);
  }
  return doc;
}

const asked = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

afterEach(() => {
  document.getElementById('page-files')?.remove();
});

describe("the page's own files", () => {
  it('are asked for in the order the document names them, styles as styles', () => {
    const doc = served([
      '/static/bundles/page.1.js',
      '/static/bundles/shell.2.css',
      '/static/bundles/i18n-core-en-json.3.js',
    ]);
    preloadPageFiles(doc);
    expect(asked(doc)).toEqual([
      ['/static/bundles/page.1.js', 'script'],
      ['/static/bundles/shell.2.css', 'style'],
      ['/static/bundles/i18n-core-en-json.3.js', 'script'],
    ]);
  });

  it('are none where the document names none (no build, or a page without files)', () => {
    const doc = served(null);
    preloadPageFiles(doc);
    expect(asked(doc)).toEqual([]);
    const empty = served([]);
    preloadPageFiles(empty);
    expect(asked(empty)).toEqual([]);
  });
});
