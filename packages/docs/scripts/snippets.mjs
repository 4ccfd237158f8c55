// The HTML, React and Vue snippets of an element page: the element inside a <tripsight-context>,
// with its example attributes and a listener for its first event.
import { exampleAttributes } from './elements.mjs';

const SERVICE = 'https://analytics.your-tmc.example';

const attributeText = (attributes) => attributes.map(([name, value]) => ` ${name}="${value}"`).join('');

/** The element's own markup, with a provider around it unless it is the provider. */
function wrapped(element, inner, open = `<tripsight-context api-base="${SERVICE}">`) {
  if (element.tagName === 'tripsight-context') return inner.replace('<tripsight-context', open.slice(0, -1));
  return `${open}\n  ${inner}\n</tripsight-context>`;
}

export function htmlSnippet(element) {
  const tag = element.tagName;
  const event = element.events?.[0]?.name;
  const markup = wrapped(element, `<${tag}${attributeText(exampleAttributes(element))}></${tag}>`);
  const script = event
    ? `\n<script type="module">
  document.querySelector('${tag}').addEventListener('${event}', (event) => console.log(event.detail));
</script>`
    : '';
  return `<script type="module" src="https://your-cdn.example/@tripsight/elements/dist/browser/tripsight.js"></script>\n\n${markup}${script}`;
}

export function reactSnippet(element) {
  const tag = element.tagName;
  const event = element.events?.[0]?.name;
  const handler = event ? ` on${event}={(event) => console.log(event.detail)}` : '';
  const inner = `<${tag}${attributeText(exampleAttributes(element))}${handler} />`;
  const markup = wrapped(element, inner).replace(/\n/g, '\n    ');
  return `import '@tripsight/elements/register';
// JSX typings of every <tripsight-…> tag, its attributes and its on… event handlers (React 19).
import type {} from '@tripsight/elements/react';

export function Example() {
  return (
    ${markup}
  );
}`;
}

export function vueSnippet(element) {
  const tag = element.tagName;
  const event = element.events?.[0]?.name;
  const handler = event ? ` @${event}="onEvent"` : '';
  const inner = `<${tag}${attributeText(exampleAttributes(element))}${handler} />`;
  const markup = wrapped(element, inner).replace(/\n/g, '\n  ');
  const script = event ? `\nconst onEvent = (event: CustomEvent) => console.log(event.detail);` : '';
  return `<script setup lang="ts">
// vite.config.ts: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('tripsight-') } } })
import '@tripsight/elements/register';${script}
</script>

<template>
  ${markup}
</template>`;
}
