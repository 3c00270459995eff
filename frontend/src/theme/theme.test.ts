import { theme } from 'antd';
import { describe, expect, it } from 'vitest';

import { PRESET_COLORS, PRESET_TEXT_SHADES, buildTheme, darkAlgorithm, themeModeForPath } from '.';

describe('theme', () => {
  it('is dark everywhere except the map and WeChat link pages', () => {
    expect(themeModeForPath('/')).toBe('dark');
    expect(themeModeForPath('/account')).toBe('dark');
    expect(themeModeForPath('/nearby')).toBe('dark');
    expect(themeModeForPath('/nearby/map')).toBe('light');
    expect(themeModeForPath('/wechat/link')).toBe('light');
  });

  it('uses the dark algorithm and popup z-index base 2000', () => {
    expect(buildTheme('dark').algorithm).toBe(darkAlgorithm);
    expect(buildTheme('light').algorithm).toBe(theme.defaultAlgorithm);
    expect(buildTheme('dark').token?.motion).toBe(true);
    expect(buildTheme('dark', { motion: false }).token?.motion).toBe(false);
    expect(buildTheme('dark').token?.zIndexPopupBase).toBe(2000);
  });

  it("writes each preset tag's text in the shade antd's algorithm draws for the theme", () => {
    for (const [mode, algorithm, shade] of [
      ['dark', theme.darkAlgorithm, 8],
      ['light', theme.defaultAlgorithm, 9],
    ] as const) {
      const drawn = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
      const token = buildTheme(mode).token as Record<string, unknown>;
      for (const color of PRESET_COLORS) {
        expect(PRESET_TEXT_SHADES[mode][color], `${mode} ${color}`).toBe(drawn[`${color}${shade}`]);
        expect(token[`${color}7`]).toBe(drawn[`${color}${shade}`]);
        expect(token[`${color}-7`]).toBe(drawn[`${color}${shade}`]);
      }
    }
  });
});
