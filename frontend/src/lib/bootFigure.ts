/**
 * The figure a page shows first (its row's `figure`: the wallet's available coins), drawn
 * before the page's code arrives (docs/decisions/0064). The server draws its label and its
 * place in the signed-in frame, and its amount when the document cookie names the person
 * (0065); the page's early reads, which answer long before the page's code, write the amount
 * here; `BootShell`, which stands in for the frame once the app's code runs, keeps it until
 * the page draws its own at the same place and size. No React here: the early reads' chunk
 * must not bring it.
 */
import { onSessionReset } from './auth';

export interface FigureAmount {
  /** The amount as the page writes it (grouped, two decimals). */
  text: string;
  negative: boolean;
}

const listeners = new Set<() => void>();
/** `undefined` until the served frame has been read. */
let shown: FigureAmount | null | undefined;

/** The place the server drew for the figure, while its frame is still on screen. */
export const servedPlace = () => document.querySelector<HTMLElement>('#root .boot-figure');

/** The amount the server drew, when it knew whose document it drew. */
function servedAmount(): FigureAmount | null {
  const place = typeof document === 'undefined' ? null : servedPlace();
  const text = place?.dataset.amount;
  return place && text ? { text, negative: place.hasAttribute('data-negative') } : null;
}

/** Draws `amount` in the figure's place, in the server's frame and in `BootShell`'s. */
export function showBootFigure(amount: FigureAmount): void {
  shown = amount;
  const place = servedPlace();
  if (place) drawFigure(place, amount);
  notify();
}

const notify = () => listeners.forEach((listener) => listener());

/** The figure's text (`data-text`, around `{amount}`) with `amount` in it. */
export function figureText(template: string, amount: FigureAmount): string {
  return template.replace('{amount}', amount.text);
}

function drawFigure(place: HTMLElement, amount: FigureAmount): void {
  place.textContent = figureText(place.dataset.text ?? '{amount}', amount);
  place.toggleAttribute('data-negative', amount.negative);
}

/** The amount the server drew or the page's early reads gave (for `useSyncExternalStore`). */
export const bootFigure = {
  get(): FigureAmount | null {
    if (shown === undefined) shown = servedAmount();
    return shown;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets the amount: it was the person's whose session ended (and each test starts without one). */
  reset(): void {
    shown = null;
    notify();
  },
};

onSessionReset(() => bootFigure.reset());
