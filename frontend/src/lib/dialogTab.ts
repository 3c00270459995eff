/**
 * Tab goes round an open dialog. antd's dialogs and drawers pull focus back when it lands on
 * the page behind them, but Tab past their last control still leaves for the browser's own
 * controls; here it wraps to the first (and Shift+Tab before the first to the last), as the
 * WAI-ARIA dialog pattern asks.
 */

const TAB_STOPS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/** Not hidden by itself or an ancestor (`display: none`, `visibility: hidden`). */
function shown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** The dialog on top: the last modal one that is shown. */
function topDialog(root: Document): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')]
    .filter(shown)
    .at(-1);
}

/** What Tab stops at in `dialog`, in order. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (element) => element.tabIndex >= 0 && shown(element),
  );
}

function wrapTab(event: KeyboardEvent, root: Document = document): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey) return;
  const dialog = topDialog(root);
  if (!dialog) return;
  const stops = tabStops(dialog);
  if (stops.length === 0) return;
  const [first, last] = [stops[0], stops[stops.length - 1]];
  const active = root.activeElement;
  const outside = !dialog.contains(active);
  const wrapTo = event.shiftKey
    ? active === first || outside
      ? last
      : undefined
    : active === last || outside
      ? first
      : undefined;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/** Wraps Tab in open dialogs from now on; answers the way to stop. */
export function installDialogTabWrap(root: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => wrapTab(event, root);
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
