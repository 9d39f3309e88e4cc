import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { htmlHeadPlugin } from './scripts/content/html-head-plugin.ts';
import { mdxOptions } from './scripts/content/mdx-plugins.ts';
import { contentPlugin } from './scripts/content/vite-content-plugin.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** The site can live under a sub-path of a static host: BASE_PATH=/go-errors/ npm run build. */
function basePath(): string {
  const raw = process.env.BASE_PATH ?? '/';
  const withLeading = raw.startsWith('/') ? raw : `/${raw}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export default defineConfig(({ isSsrBuild }) => ({
  base: basePath(),
  plugins: [
    { enforce: 'pre', ...mdx(mdxOptions(rootDir)) },
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    contentPlugin(rootDir),
    htmlHeadPlugin(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // No polyfill (~0.3 kB gzip on every page): every browser since 2023 preloads modules itself, and the
    // pages' preloads are made by their loader (src/site/moduleLoader.ts), not read from the HTML; an
    // older one just fetches each module when it is imported.
    modulePreload: { polyfill: false },
    // MINIFY=0 keeps function names, for reading a profile (scripts/profile-lab.ts).
    ...(process.env.MINIFY === '0' ? { minify: false } : {}),
    // The pre-renderer is one file: its chunks would only be loaded together anyway.
    ...(isSsrBuild
      ? { rolldownOptions: { output: { codeSplitting: false } } }
      : {
          // React and its JSX runtime load on every page together: one chunk, not two that the bundler
          // splits apart whenever a lazy module starts sharing one of them (a request and ~0.2 kB each).
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }] } } },
        }),
  },
}));
