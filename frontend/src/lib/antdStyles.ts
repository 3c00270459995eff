/**
 * antd's styles for the console's components as a file (`src/app/providers/antdStyles.css`, decision
 * 0074). The document of a console page names it in an inert link ahead of its own style
 * sheet (`#antd-styles`, its address in `data-href`); `early` asks for it there once the
 * document has painted, as it asks for the page's other files (a style sheet in the head, or a
 * preload, would hold that paint back), and the app's first render waits for it: antd reads
 * the file's map of the styles it holds once, at its first component, and from then on works
 * out and inserts only the styles the file lacks.
 */
import { withPatience } from '@/utils/patience';

export const ANTD_STYLES_ID = 'antd-styles';

let applied: Promise<void> = Promise.resolve();

/** Asks for the file where the document names it (ahead of the app's own styles), once. */
export function applyAntdStyles(doc: Document = document): void {
  const link = doc.getElementById(ANTD_STYLES_ID);
  if (!(link instanceof HTMLLinkElement) || !link.dataset.href) applied = Promise.resolve();
  else if (!link.rel) applied = loaded(link, link.dataset.href);
}

function loaded(link: HTMLLinkElement, href: string): Promise<void> {
  const done = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Without the file antd works the styles out as it did before it.
    link.addEventListener('error', () => resolve(), { once: true });
  });
  link.rel = 'stylesheet';
  link.href = href;
  return done;
}

/**
 * Settles once the applied file has loaded (or failed), at once when there is none to apply,
 * and after `patience` ms all the same: the app starts without the file rather than not at all
 * (antd then works out every style, and the file's rules, arriving later, repeat them).
 */
export function antdStylesApplied(patience = 3000): Promise<void> {
  return withPatience(applied, patience);
}
