import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';

import DARK_MAP_TOKEN from './darkMapToken.json';

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

/**
 * Colours that meet WCAG AA (4.5:1 for text, 3:1 for controls) on every surface, checked by
 * `contrast.test.ts`. The dark algorithm darkens its seeds, so the dark theme seeds lighter
 * colours; its accents are light, so the text on filled buttons and solid tags is dark.
 */
const ACCESSIBLE_COLORS: Record<ThemeMode, ThemeConfig['token']> = {
  dark: {
    colorPrimary: '#60a5fa',
    colorLink: '#60a5fa',
    colorInfo: '#60a5fa',
    colorSuccess: '#4ade80',
    colorWarning: '#fbbf24',
    colorError: '#f87171',
    colorTextLightSolid: '#0a0a0a',
    // Tooltips keep the dark label too, on a light surface.
    colorBgSpotlight: '#e5e5e5',
    // The selected menu item and option: dark enough under the primary text.
    controlItemBgActive: '#15233a',
    colorTextTertiary: 'rgba(255,255,255,0.6)',
    colorTextDescription: 'rgba(255,255,255,0.6)',
    colorTextPlaceholder: 'rgba(255,255,255,0.55)',
    colorTextDisabled: 'rgba(255,255,255,0.55)',
    // Input and button outlines at 3:1 on every surface (cards keep the lighter secondary).
    colorBorder: '#787878',
    // The focus ring (the algorithm's own is 1.74:1 on the page).
    colorPrimaryBorder: '#3b82f6',
  },
  light: {
    colorPrimary: '#2563eb',
    colorLink: '#2563eb',
    colorInfo: '#2563eb',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#b91c1c',
    // The light algorithm writes success and warning in their seed and tints them grey.
    colorSuccessText: '#15803d',
    colorSuccessBg: '#f0fdf4',
    colorWarningText: '#b45309',
    colorWarningBg: '#fffbeb',
    colorTextTertiary: 'rgba(0,0,0,0.6)',
    colorTextDescription: 'rgba(0,0,0,0.6)',
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    colorTextDisabled: 'rgba(0,0,0,0.55)',
    colorBorder: '#8a8a8a',
    colorPrimaryBorder: '#3b82f6',
  },
};

/** antd's preset colours (`<Tag color="purple">`). */
export const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

type PresetColor = (typeof PRESET_COLORS)[number];

/**
 * The shade a preset tag's text takes in each theme: the first that meets 4.5:1 for every
 * colour (the 8th of the dark palette, the 9th of the light one), as antd's algorithms draw
 * them. Written out because working them out means deriving antd's whole design token (27 ms
 * of the main thread at start in a traced load on the test machine, four times that on the
 * phone Lighthouse imitates); `theme.test.ts` derives them and compares.
 */
export const PRESET_TEXT_SHADES: Record<ThemeMode, Record<PresetColor, string>> = {
  dark: {
    blue: '#65a9f3',
    purple: '#ab7ae0',
    cyan: '#58d1c9',
    green: '#8fd460',
    magenta: '#f37fb7',
    pink: '#f37fb7',
    red: '#f37370',
    orange: '#f3b765',
    yellow: '#f3ea62',
    volcano: '#f3956a',
    geekblue: '#7f9ef3',
    lime: '#c9e75d',
    gold: '#f3cc62',
  },
  light: {
    blue: '#002c8c',
    purple: '#22075e',
    cyan: '#00474f',
    green: '#135200',
    magenta: '#780650',
    pink: '#780650',
    red: '#820014',
    orange: '#873800',
    yellow: '#876800',
    volcano: '#871400',
    geekblue: '#061178',
    lime: '#3f6600',
    gold: '#874d00',
  },
};

/**
 * A preset tag writes its 7th shade on its 1st, too faint in both themes: the text takes
 * `PRESET_TEXT_SHADES`. antd names each shade twice (`purple7` and `purple-7`, its CSS
 * variable); both change.
 */
function presetTagTexts(mode: ThemeMode) {
  return Object.fromEntries(
    PRESET_COLORS.flatMap((color) => {
      const text = PRESET_TEXT_SHADES[mode][color];
      return [
        [`${color}7`, text],
        [`${color}-7`, text],
      ];
    }),
  );
}

/** The shades of each preset colour in a map token (`blue1`..`blue10`). */
const SHADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The dark algorithm's answer for the app's seed (what it adds to it), and that seed. */
let written: { seed: Record<string, unknown>; map: Record<string, unknown> } | undefined;

function writtenDarkMap() {
  if (!written) {
    const { motion: _motion, ...seed } = { ...antdTheme.defaultSeed, ...buildTheme('dark').token };
    // The file holds what the algorithm adds to the seed or changes in it, without the dashed
    // names of the palettes' shades (`blue-1` is `blue1`).
    const map = DARK_MAP_TOKEN as Record<string, unknown>;
    const dashed = PRESET_COLORS.flatMap((color) =>
      SHADES.map((shade) => [`${color}-${shade}`, map[`${color}${shade}`]]),
    );
    written = { seed, map: { ...map, ...Object.fromEntries(dashed) } };
  }
  return written;
}

/**
 * antd's dark algorithm, its answer for this app's seed written out (`darkMapToken.json`):
 * working it out (thirteen palettes and the neutrals) took about 25 ms of the main thread at
 * start on the test machine, a hundred on the phone Lighthouse imitates, in one piece of
 * React's first render. Any other seed (none today), or a map of an algorithm before it, is
 * worked out as before; `motion` is a seed the algorithm passes on unchanged, so either value
 * takes the written answer.
 * `darkMapToken.test.tsx` derives the file again and compares (`npx vitest run src/theme -u`
 * writes it after a change of the seed or of antd).
 */
export function darkAlgorithm(seed: SeedToken, mapToken?: MapToken): MapToken {
  const { motion: _motion, ...rest } = seed;
  const { seed: writtenSeed, map } = writtenDarkMap();
  const keys = Object.keys(rest) as (keyof typeof rest)[];
  const same =
    mapToken === undefined &&
    keys.length === Object.keys(writtenSeed).length &&
    keys.every((key) => rest[key] === writtenSeed[key]);
  return same ? ({ ...seed, ...map } as MapToken) : antdTheme.darkAlgorithm(seed, mapToken);
}

export function buildTheme(
  mode: ThemeMode,
  { motion = true }: { motion?: boolean } = {},
): ThemeConfig {
  const algorithm = mode === 'dark' ? darkAlgorithm : antdTheme.defaultAlgorithm;
  return {
    algorithm,
    token: {
      ...ACCESSIBLE_COLORS[mode],
      ...presetTagTexts(mode),
      zIndexPopupBase: Z_INDEX_BASE,
      borderRadius: 8,
      motion,
    },
    // A switch at least 24 px high, a touch target of WCAG 2.2 (antd draws it 22 px high).
    components: { Switch: { trackHeight: 24, handleSize: 20, trackMinWidth: 46 } },
  };
}
