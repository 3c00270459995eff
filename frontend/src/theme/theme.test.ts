import { theme } from 'antd';
import { describe, expect, it } from 'vitest';

import { buildTheme, themeModeForPath } from '.';

describe('theme', () => {
  it('is dark everywhere except the map and WeChat link pages', () => {
    expect(themeModeForPath('/')).toBe('dark');
    expect(themeModeForPath('/account')).toBe('dark');
    expect(themeModeForPath('/nearby')).toBe('dark');
    expect(themeModeForPath('/nearby/map')).toBe('light');
    expect(themeModeForPath('/wechat/link')).toBe('light');
  });

  it('uses the dark algorithm and popup z-index base 2000', () => {
    expect(buildTheme('dark').algorithm).toBe(theme.darkAlgorithm);
    expect(buildTheme('light').algorithm).toBe(theme.defaultAlgorithm);
    expect(buildTheme('dark').token?.motion).toBe(true);
    expect(buildTheme('dark', { motion: false }).token?.motion).toBe(false);
    expect(buildTheme('dark').token?.zIndexPopupBase).toBe(2000);
  });
});
