import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useUsageHistory, USAGE_SAMPLES } from './hooks';
import { makeDevice } from './pages/testData';

describe('useUsageHistory', () => {
  it('keeps one sample per answer, the last 30, none without usage', () => {
    const { result, rerender } = renderHook(({ device }) => useUsageHistory(device), {
      initialProps: { device: makeDevice({ usage: { cpu: 1, memory: 2, disk: 3, gpu: 4 } }) },
    });
    expect(result.current.map((sample) => sample.cpu)).toEqual([1]);
    rerender({ device: makeDevice({ usage: null }) });
    expect(result.current).toHaveLength(1);
    for (let cpu = 2; cpu <= 40; cpu += 1) {
      rerender({ device: makeDevice({ usage: { cpu, memory: 0, disk: 0, gpu: 0 } }) });
    }
    expect(result.current).toHaveLength(USAGE_SAMPLES);
    expect(result.current.at(-1)?.cpu).toBe(40);
    expect(result.current[0]?.cpu).toBe(11);
  });
});
