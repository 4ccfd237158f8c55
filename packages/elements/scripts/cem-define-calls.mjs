// Custom Elements Manifest analyzer plugin: our elements are React components wrapped by
// `defineElement` / `defineLazyElement(tag, component, { props })` inside a `define…()` function,
// not classes, so the analyzer cannot see them by itself. For each such call this plugin adds a
// custom-element declaration with the tag, the JSDoc of the define function (summary, description,
// @attr, @prop, @event, @slot, @csspart, @cssprop), attribute and property types read by the
// TypeScript checker from the component's props type, event detail types from the global event map,
// the shared `base` part and the theme tokens of the base styles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { modesOf } from '@tripsight/core/catalogue';
import ts from 'typescript';
import { composedPageCall, composedPageDeclaration } from './cem-composed-pages.mjs';

const DEFINE_FUNCTIONS = new Set(['defineElement', 'defineLazyElement']);
const JSDOC_LISTS = {
  attr: 'attributes',
  prop: 'members',
  event: 'events',
  slot: 'slots',
  csspart: 'cssParts',
  cssprop: 'cssProperties',
};
const BASE_PART = { name: 'base', description: "The element's root (every element has it)." };

/** `productName` -> `product-name`, the attribute r2wc reads for a prop. */
const attributeName = (prop) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `tripsight-savings-overview` -> `TripsightSavingsOverviewElement`. */
const className = (tag) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())}Element`;

const oneLine = (text) => text.replace(/\s*\n\s*/g, ' ').trim();

/** `name - description` of a JSDoc tag's comment. */
function nameAndDescription(comment) {
  const match = /^(\S+)(?:\s+-\s+|\s+)?([\s\S]*)$/.exec(oneLine(comment));
  return { name: match?.[1] ?? '', description: match?.[2] ?? '' };
}

/** A default a description states, `(default Faresaver)` or `default 16px`. */
const defaultIn = (description) => /\(default ([^)]+)\)/.exec(description)?.[1];

/**
 * The theme tokens (`var(--tripsight-…, fallback)`) of a style sheet, with their fallbacks. Every
 * element lists them without a description (the same sentence 640 times was 34 KB of the tarball);
 * the docs say what an undescribed custom property is.
 */
function themeTokens(css) {
  const tokens = new Map();
  for (const match of css.matchAll(/var\((--tripsight-[a-z0-9-]+)\s*,\s*/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < css.length && depth > 0) {
      if (css[end] === '(') depth++;
      if (css[end] === ')') depth--;
      end++;
    }
    const fallback = css.slice(match.index + match[0].length, end - 1).trim();
    if (!tokens.has(match[1])) tokens.set(match[1], fallback);
  }
  return [...tokens].map(([name, fallback]) => ({ name, default: fallback }));
}

/** Reads the JSDoc of a define function into the manifest's lists. */
function readJsDoc(node) {
  const doc = { description: '', summary: '', tag: undefined };
  for (const list of Object.values(JSDOC_LISTS)) doc[list] = [];
  for (const block of ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)) {
    doc.description = oneLine(ts.getTextOfJSDocComment(block.comment) ?? '');
    for (const tag of block.tags ?? []) {
      const name = tag.tagName.text;
      const text = ts.getTextOfJSDocComment(tag.comment) ?? '';
      if (name === 'summary') doc.summary = oneLine(text);
      else if (name === 'tag') doc.tag = oneLine(text);
      else if (JSDOC_LISTS[name]) doc[JSDOC_LISTS[name]].push(nameAndDescription(text));
    }
  }
  return doc;
}

/** The TypeScript view of the elements' sources, for the types the analyzer does not resolve. */
function typeScriptProject(tsconfigPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const checker = program.getTypeChecker();
  const print = (type) =>
    checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation);
  return { program, checker, print };
}

/** The `{ mode: 'string', … }` object a `props` option names, followed through constants and spreads. */
function propKinds(checker, expression) {
  let node = expression;
  while (
    node &&
    (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  if (node && ts.isIdentifier(node)) {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
      ? propKinds(checker, declaration.initializer)
      : {};
  }
  if (!node || !ts.isObjectLiteralExpression(node)) return {};
  const kinds = {};
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) Object.assign(kinds, propKinds(checker, property.expression));
    if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer))
      kinds[property.name.getText()] = property.initializer.text;
  }
  return kinds;
}

/** The props type `P` of a define call: its type argument, or the one the checker inferred. */
function propsType(checker, call) {
  if (call.typeArguments?.[0]) return checker.getTypeFromTypeNode(call.typeArguments[0]);
  const signature = checker.getResolvedSignature(call);
  const options = signature?.parameters[2];
  if (!options) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(options, call);
  return checker.getTypeArguments?.(type)?.[0];
}

/** The first `defineElement/defineLazyElement('tag', …)` call inside a function. */
function findDefineCall(fn) {
  let found;
  const visit = (node) => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      DEFINE_FUNCTIONS.has(node.expression.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found = node;
    else ts.forEachChild(node, visit);
  };
  visit(fn);
  return found;
}

/**
 * The define functions of a module: `function defineX() {…}` and `const defineX = () => …`, each
 * with the node its JSDoc is attached to.
 */
function defineFunctions(source) {
  const found = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.body && statement.name)
      found.push({ node: statement, name: statement.name.text, body: statement.body });
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (
        value &&
        ts.isIdentifier(declaration.name) &&
        (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
      )
        found.push({ node: declaration, name: declaration.name.text, body: value.body });
    }
  }
  return found;
}

/** The composed page declarations of a module: `const defineX = defineComposedPage({ … })`. */
function composedPages(source) {
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const object = composedPageCall(declaration);
      if (object && ts.isIdentifier(declaration.name))
        found.push({ node: declaration, name: declaration.name.text, object });
    }
  }
  return found;
}

/** The tag a define function (a declaration node) registers, or undefined. */
function tagOfDefine(fn) {
  const body = ts.isFunctionDeclaration(fn) ? fn.body : fn.initializer;
  const call = body && findDefineCall(body);
  return call?.arguments[0].text;
}

/**
 * The plugin. `tsconfig` is the elements' tsconfig (for the checker), `baseStyles` the module whose
 * `--tripsight-…` tokens every element documents.
 */
export function defineCallsPlugin({ root, tsconfig, baseStyles, widgetProps }) {
  let project;
  let eventMap;
  /**
   * What every composed page's entry is read with (composedPageDeclaration): the readers of tags,
   * modes and event types, and what `initialize` reads once (the checker, the theme tokens, the
   * widgets' parts and the sample attributes' descriptions).
   */
  const pageContext = { tagOfDefine, modesOf, eventType };

  function eventType(name) {
    const property = eventMap?.getProperty(name);
    return property ? project.print(project.checker.getTypeOfSymbol(property)) : 'CustomEvent';
  }

  function declarationFor(fn, functionName, call) {
    const { checker, print } = project;
    const tag = call.arguments[0].text;
    const doc = readJsDoc(fn);
    const options = call.arguments[2];
    const propsOption =
      options && ts.isObjectLiteralExpression(options)
        ? options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'props')
        : undefined;
    const kinds = propsOption ? propKinds(checker, propsOption.initializer) : {};
    const props = propsType(checker, call);

    const documented = (list, name) => doc[list].find((entry) => entry.name === name);
    const members = [];
    const attributes = [];
    for (const [field, kind] of Object.entries(kinds)) {
      const symbol = props?.getProperty(field);
      const type = symbol ? print(checker.getTypeOfSymbolAtLocation(symbol, call)) : kind;
      const own = symbol ? oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker))) : '';
      const jsDocDefault = symbol?.getJsDocTags(checker).find((t) => t.name === 'default');
      const reflects = kind !== 'function' && kind !== 'method';
      const attribute = attributeName(field);
      const description =
        (reflects && documented('attributes', attribute)?.description) ||
        documented('members', field)?.description ||
        own;
      const defaultValue = jsDocDefault ? ts.displayPartsToString(jsDocDefault.text) : defaultIn(description);
      const base = {
        name: field,
        type: { text: type },
        description,
        ...(defaultValue && { default: defaultValue }),
      };
      members.push({ kind: 'field', ...base, ...(reflects && { attribute }) });
      if (reflects) attributes.push({ ...base, name: attribute, fieldName: field });
    }
    for (const entry of doc.attributes)
      if (!attributes.some((a) => a.name === entry.name))
        attributes.push({ ...entry, type: { text: 'string' } });
    for (const entry of doc.members)
      if (!members.some((m) => m.name === entry.name)) members.push({ kind: 'field', ...entry });

    const cssParts = doc.cssParts.some((p) => p.name === 'base')
      ? doc.cssParts
      : [BASE_PART, ...doc.cssParts];
    const cssProperties = [
      ...doc.cssProperties.map((p) => ({
        ...p,
        ...(defaultIn(p.description) && { default: defaultIn(p.description) }),
      })),
      ...pageContext.tokens.filter((token) => !doc.cssProperties.some((p) => p.name === token.name)),
    ];
    return {
      kind: 'class',
      customElement: true,
      name: className(tag),
      tagName: tag,
      summary: doc.summary,
      ...(doc.description && { description: doc.description }),
      attributes,
      members,
      events: doc.events.map((event) => ({ ...event, type: { text: eventType(event.name) } })),
      slots: doc.slots,
      cssParts,
      cssProperties,
      superclass: { name: 'HTMLElement' },
      definedBy: functionName,
    };
  }

  return {
    name: 'tripsight-define-calls',
    initialize() {
      project = typeScriptProject(resolve(root, tsconfig));
      pageContext.checker = project.checker;
      pageContext.tokens = themeTokens(readFileSync(resolve(root, baseStyles), 'utf8'));
      const anyFile = project.program.getSourceFile(resolve(root, baseStyles));
      const symbol = project.checker
        .getSymbolsInScope(anyFile, ts.SymbolFlags.Interface)
        .find((s) => s.name === 'GlobalEventHandlersEventMap');
      eventMap = symbol && project.checker.getDeclaredTypeOfSymbol(symbol);
      // The parts every composed page re-exports from its widgets (WIDGET_PARTS), and the
      // descriptions of the sample attributes (SampleWidgetProps), said once for every page.
      const props = project.program.getSourceFile(resolve(root, widgetProps));
      const sampleDocs = {};
      pageContext.sampleDocs = sampleDocs;
      props?.forEachChild((statement) => {
        if (ts.isInterfaceDeclaration(statement) && statement.name.text === 'SampleWidgetProps')
          for (const member of statement.members) {
            const symbol = project.checker.getSymbolAtLocation(member.name);
            if (symbol)
              sampleDocs[symbol.name] = oneLine(
                ts.displayPartsToString(symbol.getDocumentationComment(project.checker)),
              );
          }
        if (!ts.isVariableStatement(statement)) return;
        for (const d of statement.declarationList.declarations)
          if (d.name.getText() === 'WIDGET_PARTS' && d.initializer && ts.isStringLiteralLike(d.initializer))
            pageContext.widgetParts = d.initializer.text;
      });
    },
    analyzePhase({ ts: analyzerTs, node, moduleDoc }) {
      if (node.kind !== analyzerTs.SyntaxKind.SourceFile) return;
      const source = project.program.getSourceFile(resolve(root, moduleDoc.path));
      if (!source) return;
      const found = [];
      for (const { node: define, name, body } of defineFunctions(source)) {
        const call = findDefineCall(body);
        if (call) found.push(declarationFor(define, name, call));
      }
      for (const { node: define, name, object } of composedPages(source)) {
        const declaration = composedPageDeclaration({ ...pageContext, object, doc: readJsDoc(define) });
        found.push({ ...declaration, name: className(declaration.tagName), definedBy: name });
      }
      for (const declaration of found) {
        moduleDoc.declarations.push(declaration);
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: moduleDoc.path },
        });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      // Class elements (the context provider) are the analyzer's own: give their events the detail
      // types too, and drop the ones it read from a dispatch of a computed name.
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement || declaration.definedBy) continue;
          declaration.events = (declaration.events ?? [])
            .filter((event) => /^tripsight-/.test(event.name))
            .map((event) => ({ ...event, type: { text: eventType(event.name) } }));
        }
      }
    },
  };
}
