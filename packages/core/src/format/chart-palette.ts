/**
 * The categorical chart palette: ten colours per theme, each at least 3:1 against the card it is
 * drawn on (WCAG's contrast for graphical objects) and each far enough from the others to be told
 * apart. The first six are the series colours a donut cycles through; a chart of more categories
 * takes all ten, so no two of its categories share a colour.
 */
export const CHART_PALETTE = {
  light: {
    card: '#ffffff',
    colours: [
      '#2563eb',
      '#0e7490',
      '#b45309',
      '#047857',
      '#7c3aed',
      '#db2777',
      '#dc2626',
      '#4d7c0f',
      '#64748b',
      '#8b5e3c',
    ],
  },
  dark: {
    card: '#1b2130',
    colours: [
      '#60a5fa',
      '#22d3ee',
      '#fbbf24',
      '#34d399',
      '#a78bfa',
      '#f472b6',
      '#f87171',
      '#a3e635',
      '#cbd5e1',
      '#fb923c',
    ],
  },
} as const satisfies Record<'light' | 'dark', { card: string; colours: readonly string[] }>;

/** Colours a series chart (and the donut) cycles through before it repeats. */
export const SERIES_COLOUR_COUNT = 6;
/** Colours of the categorical palette: a chart of up to ten categories gives each its own. */
export const CATEGORY_COLOUR_COUNT = 10;

/** The red, green and blue of `#rrggbb`, each 0–1. */
function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [match[1]!, match[2]!, match[3]!].map((part) => parseInt(part, 16) / 255) as [
    number,
    number,
    number,
  ];
}

const linear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance of `#rrggbb` (0 black – 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** CIELAB (D65) of `#rrggbb`. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** How far apart two colours look (CIE76 ΔE; about 2.3 is just noticeable, over 15 plainly different). */
export function colourDistance(a: string, b: string): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
