import { render } from '@testing-library/react';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTheme, darkAlgorithm } from '.';

/** The design token antd's components read under `config` (but its cache key, which names the theme). */
function tokenUnder(config: ThemeConfig) {
  let token: unknown;
  function Probe() {
    const { _tokenKey: _key, ...rest } = theme.useToken().token as unknown as Record<
      string,
      unknown
    >;
    token = rest;
    return null;
  }
  const { unmount } = render(
    <ConfigProvider theme={config}>
      <Probe />
    </ConfigProvider>,
  );
  unmount();
  return token;
}

/** The seed antd hands the algorithm under `config`. */
function seedUnder(config: ThemeConfig): SeedToken {
  let seen: SeedToken | undefined;
  const capture = (seed: SeedToken, map?: MapToken) => {
    seen = seed;
    return theme.darkAlgorithm(seed, map);
  };
  tokenUnder({ ...config, algorithm: capture });
  if (!seen) throw new Error('antd never asked the algorithm');
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the dark algorithm's answer, written out", () => {
  it("is what antd's answer adds to the app's seed, but the dashed names (`-u` writes it again)", async () => {
    const seed = seedUnder(buildTheme('dark'));
    expect(seed).toEqual({ ...theme.defaultSeed, ...buildTheme('dark').token });
    const map = theme.darkAlgorithm(seed) as unknown as Record<string, unknown>;
    const given = seed as unknown as Record<string, unknown>;
    const written = Object.fromEntries(
      Object.entries(map).filter(
        ([name, value]) => !/^[a-z]+-\d+$/.test(name) && given[name] !== value,
      ),
    );
    await expect(`${JSON.stringify(written, null, 2)}\n`).toMatchFileSnapshot(
      './darkMapToken.json',
    );
  });

  it("gives antd's components the tokens antd's own algorithm gives, with and without motion", () => {
    for (const motion of [true, false]) {
      const config = buildTheme('dark', { motion });
      const worked = vi.spyOn(theme, 'darkAlgorithm');
      const ours = tokenUnder(config);
      expect(worked).not.toHaveBeenCalled();
      worked.mockRestore();
      expect(ours).toEqual(tokenUnder({ ...config, algorithm: theme.darkAlgorithm }));
    }
  });

  it('works out any other seed, or the map of an algorithm before it, as antd does', () => {
    const seed = seedUnder(buildTheme('dark'));
    const other = { ...seed, colorPrimary: '#ff0000' };
    expect(darkAlgorithm(other)).toEqual(theme.darkAlgorithm(other));
    const compact = theme.compactAlgorithm(seed);
    expect(darkAlgorithm(seed, compact)).toEqual(theme.darkAlgorithm(seed, compact));
  });
});
