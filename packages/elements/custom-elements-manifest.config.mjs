// Configuration of `cem analyze` (@custom-elements-manifest/analyzer), run by scripts/manifest.mjs.
import { defineCallsPlugin } from './scripts/cem-define-calls.mjs';

const root = new URL('.', import.meta.url).pathname;

export default {
  globs: ['src/**/*.element.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  outdir: '.',
  // package.json names the manifest itself ("customElements").
  packagejson: false,
  plugins: [
    defineCallsPlugin({
      root,
      tsconfig: 'tsconfig.json',
      baseStyles: 'src/internal/base.styles.ts',
      widgetProps: 'src/internal/widget-props.ts',
    }),
  ],
};
