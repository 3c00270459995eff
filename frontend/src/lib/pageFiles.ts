/**
 * The page's own files (its chunks, its frame's, its early reads' module and its catalogs),
 * which the document names in its `page-files` data block (`apps/common/preload.py`). `early`
 * asks for them once the document has painted, so they download while `main` does and the
 * first paint waits for nothing but the document and its style sheet (decision 0066); webpack
 * runs each when the page asks for it.
 */
export function preloadPageFiles(doc: Document = document): void {
  const named = doc.getElementById('page-files')?.textContent;
  if (!named) return;
  for (const href of JSON.parse(named) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    link.href = href;
    doc.head.append(link);
  }
}
