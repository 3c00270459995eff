/**
 * The page's own files (its chunks, its frame's, its early reads' module and its catalogs),
 * which the document names in its `page-files` data block (`apps/common/preload.py`). `early`
 * asks for them once the document has painted, so they download while `main` does and the
 * first paint waits for nothing but the document and its style sheet (decision 0066).
 *
 * Scripts are added as async scripts: a chunk only registers its modules when it runs, and
 * webpack, finding it installed (or its script in the page), adds none of its own when the
 * router asks for the page (decision 0073). Style sheets are preloaded; webpack applies them
 * when the page asks. Each element starts a request on the main thread (about half a
 * millisecond on a desktop, four times that on a phone), so they are added `PER_TASK` to a
 * task: a console page names about 25 files, and one task for all of them was a long task of
 * its own; eight to a task still made tasks of 19-27 ms in traced phone loads (decision 0076).
 */
import { withPatience } from '@/utils/patience';

export const PER_TASK = 4;

let asked: () => void;
const allAsked = new Promise<void>((resolve) => (asked = resolve));

/**
 * Settles once every file is asked for, so the app's start waits for it: started first, the
 * router's lazy routes would ask for the page's chunks themselves, in its own long task. Should
 * `early` never get to the files (an error before them), it settles after `patience` ms all
 * the same: the app starts a little later, never not at all.
 */
export function pageFilesAsked(patience = 1000): Promise<void> {
  return withPatience(allAsked, patience);
}

function element(doc: Document, href: string): HTMLElement {
  if (href.endsWith('.css')) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'style');
    link.href = href;
    return link;
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = href;
  return script;
}

export function loadPageFiles(doc: Document = document): void {
  const named = doc.getElementById('page-files')?.textContent;
  const hrefs = named ? (JSON.parse(named) as string[]) : [];
  const ask = (from: number) => {
    for (const href of hrefs.slice(from, from + PER_TASK)) doc.head.append(element(doc, href));
    if (from + PER_TASK < hrefs.length) setTimeout(() => ask(from + PER_TASK), 0);
    else asked();
  };
  ask(0);
}
