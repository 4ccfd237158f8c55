// The docs' front page: every element by group with its summary, how to install, the framework
// notes (React, Vue, Svelte) and the link to the core API reference.
import { GROUPS } from './elements.mjs';
import { escape, page, prose } from './html.mjs';

const FRAMEWORKS = `<section aria-labelledby="frameworks">
  <h2 id="frameworks">Frameworks and types</h2>
  <p>Every entry (<code>@tripsight/elements</code> and <code>@tripsight/elements/register</code>) types the tag
  names: <code>document.createElement('tripsight-savings-overview')</code> and <code>querySelector</code> return the
  element with its properties, and <code>addEventListener('tripsight-error', …)</code> gets a typed
  <code>event.detail</code>.</p>
  <h3>React 18.3 and 19</h3>
  <p>The npm entries render with your React (<code>react</code> and <code>react-dom</code> are peer dependencies,
  <code>^18.3 || ^19</code>): one React on the page. <code>@tripsight/elements/react</code> exports a component per
  element (<code>TripsightSavingsOverview</code> for <code>&lt;tripsight-savings-overview&gt;</code>) that sets the
  element's properties (<code>accessTokenProvider</code>, <code>filters</code>) on the element and takes its events
  as <code>on…</code> props (<code>onTripsightError</code>), so a React 18 host needs no refs. React 19 hosts may
  also write the tags in JSX: importing <code>@tripsight/elements/react</code> (or
  <code>import type {} from '@tripsight/elements/react';</code>) types every tag, its attributes, its properties
  and its <code>on…</code> event handlers (<code>ontripsight-error</code>). The script-tag build
  (<code>@tripsight/elements/browser</code>) brings its own React for pages without one.</p>
  <h3>Vue 3</h3>
  <p>Tell the compiler the tags are custom elements: in <code>vite.config.ts</code>,
  <code>vue({ template: { compilerOptions: { isCustomElement: (tag) =&gt; tag.startsWith('tripsight-') } } })</code>.
  Listen with <code>@tripsight-error="…"</code>. For typed templates, declare the tags in
  <code>GlobalComponents</code> of <code>vue</code> (<code>declare module 'vue' { interface GlobalComponents { 'tripsight-savings-overview': … } }</code>).</p>
  <h3>Svelte 5</h3>
  <p>Svelte passes properties to custom elements as it finds them. For typed markup, extend
  <code>svelteHTML.IntrinsicElements</code> (or <code>SvelteHTMLElements</code> of <code>svelte/elements</code>) with the
  tags you use, e.g. <code>'tripsight-savings-overview': HTMLAttributes&lt;HTMLElement&gt; &amp; { mode?: string }</code>,
  and listen with <code>on:tripsight-error</code> (Svelte 4) or <code>ontripsight-error</code> (Svelte 5).</p>
</section>`;

export function indexPage(elements) {
  const groups = GROUPS.map(({ folder, title }) => {
    const items = elements.filter((element) => element.group === folder);
    if (items.length === 0) return '';
    return `<section aria-labelledby="group-${folder}">
  <h2 id="group-${folder}">${escape(title)}</h2>
  <ul class="cards">
${items
  .map(
    (element) =>
      `    <li><a href="elements/${element.tagName}.html"><code>&lt;${escape(element.tagName)}&gt;</code></a><p>${prose(element.summary)}</p></li>`,
  )
  .join('\n')}
  </ul>
</section>`;
  }).join('\n');
  const body = `<h1>Tripsight elements</h1>
<p class="summary">Every dashboard page, widget and control of Tripsight is a custom element. Put them inside a
<code>&lt;tripsight-context&gt;</code> and they share sign-in, filters, dates and currency. Each page below shows the
element running against this data service, its HTML, React and Vue snippets, and its attributes, events, parts and
custom properties (from <code>custom-elements.json</code>).</p>
<pre><code>npm i @tripsight/elements
import '@tripsight/elements/register';</code></pre>
<p>The framework-free <code>@tripsight/core</code> (bus, context, rules, API clients) has its own
<a href="api/core/index.html">API reference</a>.</p>
${groups}
${FRAMEWORKS}`;
  return page({ title: 'Elements', base: '', elements, body });
}
