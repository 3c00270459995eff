import type { Page } from '@playwright/test';

/** How many Tab presses the walk makes at most on one page. */
export const TAB_STOPS = 40;

/** The styles that can show focus, of an element and of what draws its focus for it. */
const FOCUS_STYLES = [
  'outline-style',
  'outline-width',
  'outline-color',
  'box-shadow',
  'border-color',
  'background-color',
  'text-decoration-line',
] as const;

/** A focus stop, as the page saw it. */
interface Stop {
  /** The element's tag, classes and text, for the report. */
  name: string;
  /** The same element was the stop of this index before, or -1. */
  seenAt: number;
  visible: boolean;
  /** It looks different from when it was unfocused; null when it was not on the page then. */
  indicated: boolean | null;
}

type ProbeWindow = Window & { focusStops?: Stop[]; focusProbe?: (event: FocusEvent) => void };

/**
 * Runs in the page: notes how every focusable element looks unfocused (`FOCUS_STYLES` of the
 * element, its three nearest ancestors, its first child and its next sibling: antd draws an
 * input's, a select's or a checkbox's focus on its wrapper, a pagination button's on its link), then
 * records each element focus moves to, and how it looks then.
 */
function recordFocus({ styles, REACH }: { styles: readonly string[]; REACH: number }) {
  const win = window as ProbeWindow;
  const settle = () => {
    // A transition would show the old look a moment longer: jump to its end.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  };
  const look = (element: Element) =>
    [
      element,
      element.parentElement,
      element.parentElement?.parentElement,
      element.parentElement?.parentElement?.parentElement,
      element.firstElementChild,
      element.nextElementSibling,
    ]
      .map((node) => {
        if (!node) return '';
        const computed = getComputedStyle(node);
        return styles.map((name) => computed.getPropertyValue(name)).join('|');
      })
      .join('/');
  const nameOf = (element: Element) => {
    const text = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim();
    const classes = [...element.classList].slice(0, 2).join('.');
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text.slice(0, 30)}"`;
  };
  /** A visually hidden input (antd's checkboxes and radios) is seen through its wrapper. */
  const seenBox = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      if (rect.width >= 1 && rect.height >= 1 && getComputedStyle(node).opacity !== '0') {
        return rect;
      }
    }
    return null;
  };

  settle();
  // The elements a walk can reach: the first ones of the page, in its order.
  const unfocused = new Map<Element, string>();
  const focusable =
    'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
  for (const element of [...document.querySelectorAll(focusable)].slice(0, 2 * REACH)) {
    unfocused.set(element, look(element));
  }
  const seen: Element[] = [];
  win.focusStops = [];
  // The router keeps the document from one page to the next: one probe listens at a time.
  if (win.focusProbe) document.removeEventListener('focusin', win.focusProbe, true);
  win.focusProbe = (event: FocusEvent) => {
    const element = event.target as Element;
    const before = unfocused.get(element);
    settle();
    const rect = seenBox(element);
    const stop: Stop = {
      name: nameOf(element),
      seenAt: seen.indexOf(element),
      // On the page (a walk scrolls to it), not hidden, not moved off its edges.
      visible:
        rect !== null &&
        getComputedStyle(element).visibility !== 'hidden' &&
        rect.right + window.scrollX > 0 &&
        rect.bottom + window.scrollY > 0,
      indicated: before === undefined ? null : before !== look(element),
    };
    seen.push(element);
    win.focusStops!.push(stop);
    // Looked at again once the page has answered the focus: antd marks some fields focused
    // through React state (`ant-select-focused`), set after this event (the walk waits for
    // this before its next Tab).
    setTimeout(() => {
      if (stop.indicated !== false) return;
      settle();
      stop.indicated = before !== look(element);
    });
  };
  document.addEventListener('focusin', win.focusProbe, true);
}

/**
 * Tabs through the page from its start (at most `TAB_STOPS` presses): each stop must be
 * visible with a visible focus indicator, and focus must go round the whole page rather than
 * stay in a part of it (a keyboard trap). Answers what failed.
 */
export async function tabWalk(page: Page): Promise<string[]> {
  // From the page's start, and an autofocused field measured unfocused too.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(recordFocus, { styles: FOCUS_STYLES, REACH: TAB_STOPS });
  const failures: string[] = [];
  let reached = 0;
  for (let index = 0; index < TAB_STOPS; index += 1) {
    await page.keyboard.press('Tab');
    // After the page's own answer to the focus (see `recordFocus`).
    const stops = await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve));
      return (window as ProbeWindow).focusStops!;
    });
    // No new stop: focus left the page. Back at the first: round the page, as a browser goes.
    if (stops.length === reached) break;
    reached = stops.length;
    const stop = stops[reached - 1];
    if (stop.seenAt === 0) break;
    if (stop.seenAt > 0) {
      failures.push(`focus is trapped: back at ${stop.name} after ${index} stops`);
      break;
    }
    if (!stop.visible) failures.push(`${stop.name} is focused out of sight`);
    if (stop.indicated === false) failures.push(`${stop.name} shows no focus`);
  }
  return failures;
}

/**
 * Reached by keys other than Tab: antd's step handles beside a number field (ArrowUp and
 * ArrowDown in the field), and the members of a tab list or a menu, which arrow keys move
 * between from the one that takes focus.
 */
const KEYBOARD_TWIN =
  '.ant-input-number-action, [role="tab"], [role="menuitem"], :has(> [role="tab"])';

/**
 * What looks clickable (a pointer cursor) but a keyboard cannot reach: neither it, nor an
 * element around it or inside it, takes focus.
 */
export async function pointerOnlyControls(page: Page): Promise<string[]> {
  return page.evaluate((twin) => {
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, ' +
      '[tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).cursor !== 'pointer') continue;
      // Its parent shows the pointer too: the parent is the control.
      const parent = element.parentElement;
      if (parent && getComputedStyle(parent).cursor === 'pointer') continue;
      // A label clicks its control, which takes focus itself.
      if (element instanceof HTMLLabelElement || element.matches(twin)) continue;
      if (element.closest(focusable) || element.querySelector(focusable)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 30);
      found.push(`<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`);
    }
    return found;
  }, KEYBOARD_TWIN);
}
