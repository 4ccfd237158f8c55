// One element's docs page: summary, a live example running against the data service, the HTML /
// React / Vue snippets, and the reference tables of the manifest.
import { detailType, exampleAttributes } from './elements.mjs';
import { escape, page, prose, table } from './html.mjs';
import { htmlSnippet, reactSnippet, vueSnippet } from './snippets.mjs';

/** What the manifest leaves undescribed: the theme tokens every element lists. */
const THEME_TOKEN = 'Theme token shared by every element.';

const code = (text) => `<code>${escape(text)}</code>`;

/** Where an element's page is served; its live example signs in and returns there. */
const pagePath = (tag) => `/docs/elements/${tag}.html`;

/** The element as it runs on the page: inside a provider with the built-in sign-in. */
function liveExample(element) {
  const tag = element.tagName;
  const attributes = exampleAttributes(element)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  const own =
    tag === 'tripsight-sign-in' ? '' : `\n      <div class="live-stage"><${tag}${attributes}></${tag}></div>`;
  const stage =
    tag === 'tripsight-context'
      ? '\n      <div class="live-stage"><tripsight-accepted-savings></tripsight-accepted-savings></div>'
      : own;
  return `<section class="live" aria-labelledby="live-example">
  <h2 id="live-example">Live example</h2>
  <p class="hint">The element below runs against this data service. Sign in to see your data.</p>
  <div class="live-frame">
    <tripsight-context api-base="" currency="USD" locale="en-US">
      <div class="live-bar"><tripsight-sign-in redirect-uri="${pagePath(tag)}"></tripsight-sign-in></div>${stage}
    </tripsight-context>
  </div>
</section>`;
}

function snippets(element) {
  const tabs = [
    ['html', 'HTML', htmlSnippet(element)],
    ['react', 'React', reactSnippet(element)],
    ['vue', 'Vue', vueSnippet(element)],
  ];
  return `<section class="snippets" aria-labelledby="usage">
  <h2 id="usage">Usage</h2>
${tabs
  .map(
    ([id, title, text]) => `  <figure class="snippet" data-snippet="${id}">
    <figcaption>${title}<button type="button" class="copy" aria-label="Copy the ${title} snippet">Copy</button></figcaption>
    <pre><code>${escape(text)}</code></pre>
  </figure>`,
  )
  .join('\n')}
</section>`;
}

function reference(element) {
  const attributes = (element.attributes ?? []).map((a) => [
    code(a.name),
    a.fieldName ? code(a.fieldName) : '',
    code(a.type?.text ?? 'string'),
    a.default ? code(a.default) : '',
    prose(a.description),
  ]);
  const attributeNames = new Set((element.attributes ?? []).map((a) => a.fieldName ?? a.name));
  const properties = (element.members ?? [])
    .filter(
      (m) => m.kind === 'field' && !m.privacy && !m.static && !attributeNames.has(m.name) && !m.attribute,
    )
    .map((m) => [code(m.name), code(m.type?.text ?? 'unknown'), prose(m.description)]);
  return [
    table(
      { id: 'attributes', title: 'Attributes and properties' },
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      attributes,
    ),
    table({ id: 'properties', title: 'Properties only' }, ['Property', 'Type', 'Description'], properties),
    table(
      { id: 'events', title: 'Events' },
      ['Event', 'Detail', 'Description'],
      (element.events ?? []).map((e) => [code(e.name), code(detailType(e)), prose(e.description)]),
    ),
    table(
      { id: 'slots', title: 'Slots' },
      ['Slot', 'Description'],
      (element.slots ?? []).map((s) => [code(s.name), prose(s.description)]),
    ),
    table(
      { id: 'parts', title: 'CSS parts' },
      ['Part', 'Description'],
      (element.cssParts ?? []).map((p) => [code(`::part(${p.name})`), prose(p.description)]),
    ),
    table(
      { id: 'custom-properties', title: 'CSS custom properties' },
      ['Property', 'Default', 'Description'],
      (element.cssProperties ?? []).map((p) => [
        code(p.name),
        p.default ? code(p.default) : '',
        prose(p.description ?? THEME_TOKEN),
      ]),
    ),
  ].join('\n');
}

/** The page of `element`; `elements` feed the navigation. */
export function elementPage(element, elements) {
  const body = `<article class="element">
  <p class="kicker">${escape(element.group)}</p>
  <h1><code>&lt;${escape(element.tagName)}&gt;</code></h1>
  <p class="summary">${prose(element.summary)}</p>
  ${element.description ? `<p>${prose(element.description)}</p>` : ''}
  ${element.definedBy ? `<p class="hint">Registered by <code>import '@tripsight/elements/register'</code>, or alone with <code>${escape(element.definedBy)}()</code> from <code>@tripsight/elements</code>.</p>` : ''}
${liveExample(element)}
${snippets(element)}
${reference(element)}
</article>`;
  return page({
    title: element.tagName,
    base: '../',
    elements,
    current: element.tagName,
    body,
    scripts: ['/sdk/tripsight.js'],
  });
}
