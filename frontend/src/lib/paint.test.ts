import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPaint } from './paint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs the task in the task after the next frame, not before it', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const task = vi.fn();

    afterFirstPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    frame?.(0);
    expect(task).not.toHaveBeenCalled(); // not inside the frame, where it would delay the paint
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait for a frame in a hidden tab, which draws none', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const task = vi.fn();

    afterFirstPaint(task);
    vi.runAllTimers();

    expect(task).toHaveBeenCalledOnce();
    expect(frames).not.toHaveBeenCalled();
  });
});
