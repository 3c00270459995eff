import { theme as antdTheme, type ThemeConfig } from 'antd';

import { Z_INDEX_BASE } from '@/constants';
import { matchesPathPattern } from '@/utils/menu';

export type ThemeMode = 'dark' | 'light';

/** Pages shown in the light theme; everything else is dark (spec section 1). */
export const LIGHT_THEME_PATHS: readonly string[] = ['/nearby/map', '/wechat/link'];

export function themeModeForPath(pathname: string): ThemeMode {
  return LIGHT_THEME_PATHS.some((pattern) => matchesPathPattern(pattern, pathname))
    ? 'light'
    : 'dark';
}

export const brandColors = {
  primary: '#3b82f6',
} as const;

export function buildTheme(mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: brandColors.primary,
      zIndexPopupBase: Z_INDEX_BASE,
      borderRadius: 8,
    },
  };
}
