import { theme } from 'antd';
import { describe, expect, it } from 'vitest';

import { PRESET_COLORS, buildTheme, type ThemeMode } from '.';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replaceAll(' ', ''))?.[1]?.split(',').map(Number);
  if (!rgba || rgba.length < 3) throw new Error(`not a colour: ${color}`);
  return [rgba[0]!, rgba[1]!, rgba[2]!, rgba[3] ?? 1];
}

/** WCAG 2 relative luminance of `color` laid over the opaque `background`. */
function luminance(color: string, background = '#000'): number {
  const [r, g, b, a] = parse(color);
  const under = parse(background);
  const channel = (value: number, i: number) => {
    const c = (value * a + under[i]! * (1 - a)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r, 0) + 0.7152 * channel(g, 1) + 0.0722 * channel(b, 2);
}

function contrast(foreground: string, background: string): number {
  const [high, low] = [luminance(foreground, background), luminance(background)].sort(
    (x, y) => y - x,
  );
  return (high! + 0.05) / (low! + 0.05);
}

const BODY = 4.5;
const LARGE_OR_UI = 3;

type Token = ReturnType<typeof theme.getDesignToken>;
type Pair = [foreground: keyof Token, background: keyof Token, minimum: number];

/** The surfaces text sits on: the layout, cards and inputs, menus and modals. */
const SURFACES = ['colorBgLayout', 'colorBgContainer', 'colorBgElevated'] as const;
/** Text that carries meaning: body, secondary, placeholders, disabled values, links, states. */
const TEXTS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorLink',
  'colorPrimary',
  'colorPrimaryText',
  'colorInfoText',
  'colorSuccessText',
  'colorWarningText',
  'colorErrorText',
  // The outlined danger button's label.
  'colorError',
] as const;

const PAIRS: readonly Pair[] = [
  ...TEXTS.flatMap((text) => SURFACES.map((surface): Pair => [text, surface, BODY])),
  // Labels on filled buttons, badges and solid tags.
  ['colorTextLightSolid', 'colorPrimary', BODY],
  ['colorTextLightSolid', 'colorError', BODY],
  // Tooltips.
  ['colorTextLightSolid', 'colorBgSpotlight', BODY],
  // The selected menu item and option.
  ['colorPrimary', 'controlItemBgActive', BODY],
  ['colorText', 'controlItemBgActive', BODY],
  // Status tags and alerts: their text on their own tint.
  ['colorInfoText', 'colorInfoBg', BODY],
  ['colorSuccessText', 'colorSuccessBg', BODY],
  ['colorWarningText', 'colorWarningBg', BODY],
  ['colorErrorText', 'colorErrorBg', BODY],
  // Preset tags (`<Tag color="purple">`): the 7th shade on the 1st.
  ...PRESET_COLORS.flatMap((color): Pair[] => [
    [`${color}7`, `${color}1`, BODY],
    [`${color}-7` as keyof Token, `${color}-1` as keyof Token, BODY],
  ]),
  // Controls told apart by their fill: checkboxes, switches, sliders, the focus ring.
  ...SURFACES.map((surface): Pair => ['colorPrimary', surface, LARGE_OR_UI]),
  // The outline of inputs, selects and default buttons (WCAG 1.4.11, non-text contrast).
  ...SURFACES.map((surface): Pair => ['colorBorder', surface, LARGE_OR_UI]),
  // The keyboard's focus ring (antd draws it in `colorPrimaryBorder`; WCAG 2.4.11).
  ...SURFACES.map((surface): Pair => ['colorPrimaryBorder', surface, LARGE_OR_UI]),
];

describe.each<ThemeMode>(['dark', 'light'])('the %s theme meets WCAG AA contrast', (mode) => {
  const token = theme.getDesignToken(buildTheme(mode));

  it.each(PAIRS.map(([fg, bg, minimum]) => [fg, bg, minimum] as const))(
    '%s on %s: at least %s:1',
    (fg, bg, minimum) => {
      const ratio = contrast(String(token[fg]), String(token[bg]));
      expect(ratio, `${token[fg]} on ${token[bg]}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21);
    expect(contrast('#fff', '#000')).toBeCloseTo(21);
    expect(contrast('#3b82f6', '#3b82f6')).toBeCloseTo(1);
  });

  it('lays a translucent colour over its background', () => {
    // White at 45 % over black is #737373: 4.42:1 against black.
    expect(contrast('rgba(255,255,255,0.45)', '#000000')).toBeCloseTo(4.42, 1);
  });
});
