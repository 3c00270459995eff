import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANTD_STYLES_ID, antdStylesApplied, applyAntdStyles } from './antdStyles';

/** A document whose head names antd's styles ahead of the app's own style sheet. */
function served(): { doc: Document; styles: HTMLLinkElement } {
  const doc = document.implementation.createHTMLDocument('page');
  const styles = doc.createElement('link');
  styles.id = ANTD_STYLES_ID;
  styles.dataset.href = '/static/bundles/antd.1.css';
  const own = doc.createElement('link');
  own.rel = 'stylesheet';
  own.href = '/static/bundles/main.2.css';
  doc.head.append(styles, own);
  return { doc, styles };
}

/** Whether `promise` has settled once the pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("antd's styles for the console", () => {
  it('are asked for where the document names them, ahead of its own style sheet', () => {
    const { doc } = served();
    expect(doc.querySelectorAll('link[href*="antd"]')).toHaveLength(0);
    applyAntdStyles(doc);
    expect(
      [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/static/bundles/antd.1.css', '/static/bundles/main.2.css']);
  });

  it('are asked for once', () => {
    const { doc, styles } = served();
    applyAntdStyles(doc);
    const listening = vi.spyOn(styles, 'addEventListener');
    applyAntdStyles(doc);
    expect(listening).not.toHaveBeenCalled();
  });

  it('hold the first render until they have loaded, or failed to', async () => {
    vi.useFakeTimers();
    for (const outcome of ['load', 'error']) {
      const { doc, styles } = served();
      applyAntdStyles(doc);
      const applied = antdStylesApplied();
      expect(await settled(applied)).toBe(false);
      styles.dispatchEvent(new Event(outcome));
      expect(await settled(applied)).toBe(true);
    }
  });

  it('hold it for at most the patience given', async () => {
    vi.useFakeTimers();
    applyAntdStyles(served().doc);
    const applied = antdStylesApplied(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(applied)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(applied)).toBe(true);
  });

  it('hold nothing in a document without them', async () => {
    vi.useFakeTimers();
    const doc = document.implementation.createHTMLDocument('page');
    applyAntdStyles(doc);
    expect(await settled(antdStylesApplied())).toBe(true);
  });
});
