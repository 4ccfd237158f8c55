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

/** `tripsight-savings-overview` -> `TripsightSavingsOverview` (the wrapper's name). */
const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

export function reactSnippet(element) {
  const name = pascal(element.tagName);
  const event = element.events?.[0]?.name;
  const handler = event ? ` on${pascal(event)}={(event) => console.log(event.detail)}` : '';
  const props = `${attributeText(exampleAttributes(element))}${handler}`;
  const provider = 'TripsightContext api-base="' + SERVICE + '" accessTokenProvider={getAccessToken}';
  const markup =
    element.tagName === 'tripsight-context'
      ? `<${provider}${handler}>\n      {/* the elements */}\n    </TripsightContext>`
      : `<${provider}>\n      <${name}${props} />\n    </TripsightContext>`;
  const imports = [...new Set(['TripsightContext', name])].join(', ');
  return `// React 18.3 or 19: a component per element; properties (accessTokenProvider) and on… events need no refs.
import { ${imports} } from '@tripsight/elements/react';

/** Your sign-in's access token for the data service. */
const getAccessToken = async () => sessionStorage.getItem('access-token') ?? '';

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
