// Builds the docs site into dist/ (served at /docs by the data service): the front page, a page per
// element from custom-elements.json, the core API reference (TypeDoc) and the site's assets.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCoreApi } from './core-api.mjs';
import { elementPage } from './element-page.mjs';
import { readElements } from './elements.mjs';
import { indexPage } from './index-page.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist');

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'elements'), { recursive: true });
const elements = readElements();
writeFileSync(join(out, 'index.html'), indexPage(elements));
for (const element of elements)
  writeFileSync(join(out, 'elements', `${element.tagName}.html`), elementPage(element, elements));
for (const asset of ['docs.css', 'docs.js']) copyFileSync(join(root, 'assets', asset), join(out, asset));
await writeCoreApi(join(out, 'api', 'core'));
console.log(`docs: ${elements.length} element pages and the core API reference in dist/`);
