import { afterEach, describe, expect, it, vi } from 'vitest';

import { endSession } from './auth';
import { bootFigure, showBootFigure } from './bootFigure';

/** Puts `html` on the page (beside what other files' modules left there, which stays). */
function served(html: string): void {
  const holder = document.createElement('div');
  holder.className = 'served';
  holder.innerHTML = html;
  document.body.append(holder);
}

afterEach(() => {
  document.querySelectorAll('.served').forEach((holder) => holder.remove());
});

describe("the first page's figure before its code", () => {
  it("fills the place the server drew with the amount, in the figure's text", () => {
    served('<div id="root"><p class="boot-figure" data-text="{amount} coins"></p></div>');
    const place = document.querySelector('.boot-figure');

    showBootFigure({ text: '-1,234.50', negative: true });
    expect(place).toHaveTextContent('-1,234.50 coins');
    expect(place).toHaveAttribute('data-negative');

    showBootFigure({ text: '8.00', negative: false });
    expect(place).toHaveTextContent(/^8\.00 coins$/);
    expect(place).not.toHaveAttribute('data-negative');
  });

  it('keeps the amount for the frame the app draws and tells it when it comes', () => {
    const listener = vi.fn();
    const stop = bootFigure.subscribe(listener);
    showBootFigure({ text: '42.00', negative: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bootFigure.get()).toEqual({ text: '42.00', negative: false });
    stop();
    showBootFigure({ text: '43.00', negative: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("is forgotten when the session ends, as it was that person's", () => {
    showBootFigure({ text: '42.00', negative: false });
    endSession();
    expect(bootFigure.get()).toBeNull();
  });

  it('starts from the amount the server drew, until the session ends', async () => {
    served(
      '<div id="root"><p class="boot-figure" data-text="{amount} coins" data-amount="-7.25" data-negative>-7.25 coins</p></div>',
    );
    vi.resetModules(); // a page's first evaluation of the module, with the frame served
    const fresh = await import('./bootFigure');
    expect(fresh.bootFigure.get()).toEqual({ text: '-7.25', negative: true });
    fresh.bootFigure.reset();
    expect(fresh.bootFigure.get()).toBeNull();
  });

  it('starts from nothing where the server drew only the place', async () => {
    served('<div id="root"><p class="boot-figure" data-text="{amount} coins"></p></div>');
    vi.resetModules();
    const fresh = await import('./bootFigure');
    expect(fresh.bootFigure.get()).toBeNull();
  });

  it('touches nothing outside the frame', () => {
    served('<p class="boot-figure" data-text="{amount} coins"></p>');
    showBootFigure({ text: '5.00', negative: false });
    expect(document.querySelector('.boot-figure')).toBeEmptyDOMElement();
  });
});
