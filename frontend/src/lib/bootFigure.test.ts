import { afterEach, describe, expect, it, vi } from 'vitest';

import { bootFigure, showBootFigure } from './bootFigure';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the first page's figure before its code", () => {
  it("fills the place the server drew with the amount, in the figure's text", () => {
    document.body.innerHTML =
      '<div id="root"><p class="boot-figure" data-text="{amount} coins"></p></div>';
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

  it('touches nothing outside the frame', () => {
    document.body.innerHTML = '<p class="boot-figure" data-text="{amount} coins"></p>';
    showBootFigure({ text: '5.00', negative: false });
    expect(document.querySelector('.boot-figure')).toBeEmptyDOMElement();
  });
});
