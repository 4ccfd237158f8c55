// The manifest entries of composed pages: `export const defineX = defineComposedPage({ tab, items, … })`
// declares a page once, and its entry is generated here from that declaration (the tag, default
// product name and title of its tab in the catalogue, the attributes, slots, event, parts and custom
// properties every composed page has, the kinds of its widget elements read off their define
// functions), plus the declaration's JSDoc: `@summary` and any `@csspart` of the page's own (which
// replaces a generated one of the same name).
import * as catalogue from '@tripsight/core/catalogue';
import ts from 'typescript';

/** The row helpers of a declaration's items (define-composed-page.ts). */
const ROWS = new Set(['thirds', 'halves', 'wide']);

const SLOTS = [
  {
    name: 'date-range',
    description: 'A date-range control shown in the header (e.g. <tripsight-date-range>).',
  },
  { name: 'export', description: 'An export control shown in the header.' },
];

const CSS_PROPERTIES = [
  { name: '--tripsight-gap', description: 'Space between widgets (default 16px).', default: '16px' },
  {
    name: '--tripsight-card-padding',
    description: 'Inner spacing of each card (default 16px).',
    default: '16px',
  },
  { name: '--tripsight-chart-color', description: 'Colour of the gauges, bars and lines.' },
];

/** The `defineComposedPage({ … })` object of a variable statement, or undefined. */
export function composedPageCall(declaration) {
  const value = declaration.initializer;
  if (
    value &&
    ts.isCallExpression(value) &&
    ts.isIdentifier(value.expression) &&
    value.expression.text === 'defineComposedPage' &&
    value.arguments[0] &&
    ts.isObjectLiteralExpression(value.arguments[0])
  )
    return value.arguments[0];
  return undefined;
}

const property = (object, name) =>
  object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;

function text(node, checker) {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : undefined;
}

/** The declaration `node` names (through an import), for a define function or a constant. */
function declared(checker, node) {
  // `cards.defineX` of a namespace import names defineX.
  let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/**
 * The manifest declaration of a composed page. `tagOfDefine(fn)` reads the tag a define function
 * registers; `modesOf(family)` lists a family's modes; `widgetParts` is the parts a page re-exports;
 * `sampleDocs` the descriptions of the sample attributes every sample widget has (SampleWidgetProps);
 * `doc` is the declaration's JSDoc read like a define function's.
 */
export function composedPageDeclaration({
  object,
  checker,
  doc,
  tagOfDefine,
  modesOf,
  widgetParts,
  sampleDocs,
  eventType,
  tokens,
}) {
  const tabName = property(object, 'tab')?.getText();
  const tab = catalogue[tabName];
  if (!tab?.tag)
    throw new Error(`defineComposedPage: tab ${tabName} is not a page tab of @tripsight/core/catalogue`);
  const { tag, group: productName, title: tabTitle } = tab;
  const family = text(property(object, 'family'), checker) ?? 'policy';
  const items = property(object, 'items');
  const kinds = [];
  let hasHeading = false;
  const addWidget = (define) => {
    const fn = declared(checker, define);
    const widgetTag = fn && tagOfDefine(fn);
    if (widgetTag) kinds.push(widgetTag.replace(/^tripsight-/, ''));
  };
  for (const item of items && ts.isArrayLiteralExpression(items) ? items.elements : []) {
    // A row of widgets of one layout: `thirds(defineA, defineB, defineC)`.
    if (ts.isCallExpression(item) && ts.isIdentifier(item.expression) && ROWS.has(item.expression.text))
      item.arguments.forEach(addWidget);
    if (!ts.isObjectLiteralExpression(item)) continue;
    const define = property(item, 'define');
    if (define) addWidget(define);
    if (property(item, 'heading')) hasHeading = true;
  }
  const fields = [
    [
      'mode',
      `${modesOf(family).join(' | ')}. POC and demo show the page's sample (with a POC or Demo badge); the demo company sees the demo sample in normal mode too, its dates being mocked to 2019.`,
    ],
    ['sampleDataKey', sampleDocs.sampleDataKey],
    ['sourceUrl', sampleDocs.sourceUrl],
    ['productName', `Product name above the title (default ${productName}).`, productName],
    ['tabTitle', `Page title (default ${tabTitle}).`, tabTitle],
  ];
  const attribute = (field) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const members = fields.map(([name, description, value]) => ({
    kind: 'field',
    name,
    type: { text: 'string' },
    description,
    ...(value && { default: value }),
    attribute: attribute(name),
  }));
  const attributes = fields.map(([name, description, value]) => ({
    name: attribute(name),
    type: { text: 'string' },
    description,
    ...(value && { default: value }),
    fieldName: name,
  }));
  const generated = [
    { name: 'base', description: "The element's root." },
    { name: 'header', description: 'The header row.' },
    { name: 'product-name', description: 'The product name.' },
    { name: 'heading', description: 'The tab title.' },
    { name: 'badge', description: 'The Demo / POC badge.' },
    { name: 'note', description: 'The line saying the page shows sample data (POC and demo).' },
    { name: 'actions', description: 'The box holding the date-range and export slots.' },
    { name: 'grid', description: 'The widget grid.' },
    ...(hasHeading ? [{ name: 'section-heading', description: 'A heading between widgets.' }] : []),
    ...(kinds.length
      ? [
          {
            name: 'widget',
            description: `Every widget element, also named by its kind (${kinds.join(', ')}).`,
          },
        ]
      : []),
    { name: 'card', description: `Widget parts re-exported: ${widgetParts}.` },
  ];
  const own = doc.cssParts;
  const cssParts = [
    ...generated.map((part) => own.find((p) => p.name === part.name) ?? part),
    ...own.filter((p) => !generated.some((part) => part.name === p.name)),
  ];
  return {
    kind: 'class',
    customElement: true,
    tagName: tag,
    summary: doc.summary,
    attributes,
    members,
    events: [
      {
        name: 'tripsight-error',
        description: 'A data call or a widget failed ({ message, source }).',
        type: { text: eventType('tripsight-error') },
      },
    ],
    slots: SLOTS,
    cssParts,
    cssProperties: [
      ...CSS_PROPERTIES,
      ...tokens.filter((t) => !CSS_PROPERTIES.some((p) => p.name === t.name)),
    ],
    superclass: { name: 'HTMLElement' },
  };
}
