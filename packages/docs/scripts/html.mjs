// HTML building blocks of the docs pages: escaping, the page shell with the element list, tables.
import { GROUPS } from './elements.mjs';

/** Escapes text for HTML content and attribute values. */
export const escape = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Inline `code` spans of a description as <code>. */
export const prose = (text) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A table of `rows` (arrays of already escaped cells) under `headings`, or nothing without rows. */
export function table(caption, headings, rows) {
  if (rows.length === 0) return '';
  return `<section class="reference" aria-labelledby="${caption.id}">
  <h2 id="${caption.id}">${escape(caption.title)}</h2>
  <div class="table-scroll"><table>
    <thead><tr>${headings.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr></thead>
    <tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}</tbody>
  </table></div>
</section>`;
}

/** The list of every element by group, as the site's navigation. `base` leads to the docs root. */
function navigation(elements, base, current) {
  const groups = GROUPS.map(({ folder, title }) => {
    const items = elements
      .filter((element) => element.group === folder)
      .map(
        (element) =>
          `<li><a href="${base}elements/${element.tagName}.html"${element.tagName === current ? ' aria-current="page"' : ''}>${escape(element.tagName.replace(/^tripsight-/, ''))}</a></li>`,
      );
    return items.length ? `<h2>${escape(title)}</h2><ul>${items.join('')}</ul>` : '';
  }).join('');
  return `<details class="nav" open>
  <summary>All elements</summary>
  <nav aria-label="Elements">
    <p><a href="${base}index.html">Overview</a> · <a href="${base}api/core/index.html">Core API</a></p>
    ${groups}
  </nav>
</details>`;
}

/** A whole docs page. `scripts` are extra module scripts (the SDK on element pages). */
export function page({ title, base, elements, current, body, scripts = [] }) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="UTF-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1.0" />
  <title>${escape(title)} · Tripsight docs</title>
  <link rel="stylesheet" href="${base}docs.css" />
  ${scripts.map((src) => `<script type="module" src="${escape(src)}"></script>`).join('\n  ')}
  <script type="module" src="${base}docs.js"></script>
</head>
<body>
  <header class="top"><a class="brand" href="${base}index.html">Tripsight <span>docs</span></a></header>
  <div class="layout">
    ${navigation(elements, base, current)}
    <main>
${body}
    </main>
  </div>
</body>
</html>
`;
}
