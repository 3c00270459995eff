import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadPageFiles } from './pageFiles';

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

/** What the head asks for: `[href, how]`, scripts as async scripts, styles as preloads. */
const asked = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLElement>('script[src], link[rel="preload"]')].map((found) =>
    found instanceof HTMLScriptElement
      ? [found.getAttribute('src'), found.async ? 'async script' : 'script']
      : [found.getAttribute('href'), `preload ${found.getAttribute('as')}`],
  );

afterEach(() => {
  document.getElementById('page-files')?.remove();
  vi.useRealTimers();
});

describe("the page's own files", () => {
  it('are asked for in the order the document names them, scripts to run, styles preloaded', () => {
    const doc = served([
      '/static/bundles/page.1.js',
      '/static/bundles/shell.2.css',
      '/static/bundles/i18n-core-en-json.3.js',
    ]);
    loadPageFiles(doc);
    expect(asked(doc)).toEqual([
      ['/static/bundles/page.1.js', 'async script'],
      ['/static/bundles/shell.2.css', 'preload style'],
      ['/static/bundles/i18n-core-en-json.3.js', 'async script'],
    ]);
  });

  it('are asked for a few to a task, and the app starts after the last', async () => {
    vi.resetModules();
    const files = await import('./pageFiles');
    vi.useFakeTimers();
    const hrefs = Array.from({ length: files.PER_TASK * 2 + 1 }, (_, at) => `/b/${at}.js`);
    const doc = served(hrefs);
    let started = false;
    void files.pageFilesAsked().then(() => (started = true));
    files.loadPageFiles(doc);
    expect(asked(doc)).toHaveLength(files.PER_TASK);
    await vi.advanceTimersToNextTimerAsync();
    expect(asked(doc)).toHaveLength(files.PER_TASK * 2);
    expect(started).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    expect(asked(doc).map(([href]) => href)).toEqual(hrefs);
    expect(started).toBe(true);
  });

  it('let the app start after a second should nobody ask for them', async () => {
    vi.resetModules();
    const files = await import('./pageFiles');
    vi.useFakeTimers();
    let started = false;
    void files.pageFilesAsked(1000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });

  it('are none where the document names none (no build, or a page without files)', () => {
    const doc = served(null);
    loadPageFiles(doc);
    expect(asked(doc)).toEqual([]);
    const empty = served([]);
    loadPageFiles(empty);
    expect(asked(empty)).toEqual([]);
  });
});
