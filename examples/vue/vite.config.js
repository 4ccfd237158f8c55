import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // <tripsight-…> tags are custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('tripsight-') } },
    }),
  ],
  // Relative asset URLs: the built page works from any folder of the intranet.
  base: './',
});
