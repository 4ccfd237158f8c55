// The elements the docs describe, read from @tripsight/elements' custom-elements.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where each kind of element lives in the elements package, and its heading in the docs. */
export const GROUPS = [
  { folder: 'controls', title: 'Controls' },
  { folder: 'pages', title: 'Pages' },
  { folder: 'widgets', title: 'Widgets' },
];

/** The custom-element declarations of the manifest, each with its group folder, sorted by tag. */
export function readElements() {
  const path = createRequire(import.meta.url).resolve('@tripsight/elements/custom-elements.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  return manifest.modules
    .flatMap((module) =>
      (module.declarations ?? [])
        .filter((declaration) => declaration.customElement && declaration.tagName)
        .map((declaration) => ({ ...declaration, group: module.path.split('/')[1] ?? 'widgets' })),
    )
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** The attributes an element is shown with: its first mode, when the description lists them. */
export function exampleAttributes(element) {
  const mode = (element.attributes ?? []).find((attribute) => attribute.name === 'mode');
  const first = mode && /^([a-z-]+)\s*\|/.exec(mode.description ?? '')?.[1];
  return first ? [['mode', first]] : [];
}

/** The detail type of an event's `CustomEvent<…>` type text. */
export const detailType = (event) =>
  /^CustomEvent<([\s\S]*)>$/.exec(event.type?.text ?? '')?.[1] ?? 'unknown';
