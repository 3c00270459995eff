import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { installDialogTabWrap } from './dialogTab';

/** Presses Tab (or Shift+Tab) where focus is; answers whether the page took the key over. */
function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    cancelable: true,
  });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

const focused = () => document.activeElement?.textContent ?? document.activeElement?.id;

describe('Tab in an open dialog', () => {
  let uninstall: () => void;
  beforeEach(() => {
    document.body.innerHTML = `
      <button>behind</button>
      <div role="dialog" aria-modal="true">
        <button>close</button>
        <input id="hours" />
        <button disabled>busy</button>
        <a>no href</a>
        <button style="display: none">hidden</button>
        <button>OK</button>
      </div>`;
    uninstall = installDialogTabWrap();
  });
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  it('goes from the last control to the first, and back with Shift', () => {
    [...document.querySelectorAll<HTMLElement>('button')].at(-1)!.focus();
    expect(focused()).toBe('OK');
    expect(tab()).toBe(true);
    expect(focused()).toBe('close');
    expect(tab(true)).toBe(true);
    expect(focused()).toBe('OK');
  });

  it('leaves Tab between its controls to the browser', () => {
    document.querySelector<HTMLElement>('#hours')!.focus();
    expect(tab()).toBe(false);
    expect(tab(true)).toBe(false);
  });

  it('brings focus on the page behind into the dialog', () => {
    document.querySelector<HTMLElement>('button')!.focus();
    expect(tab()).toBe(true);
    expect(focused()).toBe('close');
  });

  it('does nothing without a shown dialog, or once uninstalled', () => {
    document.querySelector<HTMLElement>('[role="dialog"]')!.style.display = 'none';
    document.querySelector<HTMLElement>('button')!.focus();
    expect(tab()).toBe(false);
    document.querySelector<HTMLElement>('[role="dialog"]')!.style.display = '';
    uninstall();
    expect(tab()).toBe(false);
    uninstall = () => undefined;
  });
});
