// Generates the React JSX typings of every element (`@tripsight/elements/react`) from the manifest:
// per tag its attributes (kebab-case) and properties (camelCase), typed from the element's own tag-map
// entry where it has the property, and an `on<event-name>` handler per event, as React 19 attaches
// them to custom elements (`ontripsight-error` listens to `tripsight-error`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The custom-element declarations of a manifest, sorted by tag. */
export function elementsOf(manifest) {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

const comment = (text, indent) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : '';
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
export const interfaceName = (element) => element.name.replace(/Element$/, 'Attributes');

/** One tag's JSX props interface. */
function attributesInterface(element) {
  const tag = element.tagName;
  const lines = [];
  const seen = new Set();
  const add = (name, type, description) => {
    if (seen.has(name)) return;
    seen.add(name);
    lines.push(`${comment(description, '  ')}  ${key(name)}?: ${type};\n`);
  };
  for (const attribute of element.attributes ?? []) {
    const type = attribute.fieldName
      ? `PropertyOf<'${tag}', '${attribute.fieldName}'>`
      : (attribute.type?.text ?? 'string');
    add(attribute.name, type, attribute.description);
  }
  for (const member of element.members ?? []) {
    if (member.kind !== 'field' || member.privacy || member.static) continue;
    add(member.name, `PropertyOf<'${tag}', '${member.name}'>`, member.description);
  }
  for (const event of element.events ?? []) {
    add(`on${event.name}`, `(event: EventOf<'${event.name}'>) => void`, event.description);
  }
  return (
    `${comment(element.summary, '')}export interface ${interfaceName(element)} extends ElementProps<'${tag}'> {\n` +
    `${lines.join('')}}\n`
  );
}

/** The whole typings file for `elements`. */
function reactTypes(manifest) {
  const elements = elementsOf(manifest);
  return `// Generated from custom-elements.json by scripts/react-types.mjs: JSX typings of every Tripsight element
// for React 19 hosts. Use: \`import type {} from '@tripsight/elements/react';\` (or list it in "types").
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
export type { TripsightEventMap } from './index.js';

/** The type of property \`K\` of the element \`T\` (from its tag-map entry). */
type PropertyOf<T extends keyof HTMLElementTagNameMap, K extends string> = K extends keyof HTMLElementTagNameMap[T]
  ? HTMLElementTagNameMap[T][K]
  : never;
/** The event object of an element event (a CustomEvent with its typed \`detail\`). */
type EventOf<N extends string> = N extends keyof GlobalEventHandlersEventMap
  ? GlobalEventHandlersEventMap[N]
  : CustomEvent<unknown>;
/** What every element takes in JSX: the HTML attributes, \`ref\` to the element, \`key\`. */
type ElementProps<T extends keyof HTMLElementTagNameMap> = DetailedHTMLProps<
  HTMLAttributes<HTMLElementTagNameMap[T]>,
  HTMLElementTagNameMap[T]
>;

${elements.map(attributesInterface).join('\n')}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.map((e) => `      '${e.tagName}': ${interfaceName(e)};\n`).join('')}    }
  }
}
`;
}

/** Writes the typings to `path`; returns how many elements they declare. */
export function writeReactTypes(manifest, path) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, reactTypes(manifest));
  return elementsOf(manifest).length;
}
