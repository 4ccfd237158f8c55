import { createElement, type ComponentType, type ReactNode } from 'react';
import { SAMPLE_NOTE } from '@tripsight/core/samples';
import { tagOf } from '../../internal/define.js';
import { useMode } from '../../internal/use-mode.js';
import { WIDGET_PARTS, type SampleWidgetProps } from '../../internal/widget-props.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { PageHeader } from '../../ui/page-header.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import type { LazyElementModule } from '../../internal/define.js';
import { composedPageStyles } from './composed-page.styles.js';
import type { ComposedPageDeclaration, ComposedPageProps, PageLayout } from './composed-page-declaration.js';

/**
 * A widget element of a page, given the page's mode and sample settings (and any `attributes` of its
 * own) once it is in the document (an r2wc element given a property before it is connected would
 * look for its bus outside the page), and re-exporting its parts.
 */
export function WidgetElement({
  tag,
  page,
  layout,
  attributes = {},
  parts = WIDGET_PARTS,
}: {
  tag: string;
  page: SampleWidgetProps;
  layout?: PageLayout;
  attributes?: Record<string, string>;
  parts?: string;
}) {
  const all: Record<string, string | undefined> = {
    mode: page.mode,
    'sample-data-key': page.sampleDataKey,
    'source-url': page.sourceUrl,
    ...attributes,
  };
  return createElement(tag, {
    ref: (el: HTMLElement | null) => {
      if (!el) return;
      for (const [name, value] of Object.entries(all)) {
        if (value && el.getAttribute(name) !== value) el.setAttribute(name, value);
        if (!value && el.hasAttribute(name)) el.removeAttribute(name);
      }
    },
    part: `widget ${tag.replace('tripsight-', '')}`,
    exportparts: parts,
    class: layout ? `ts-${layout}` : undefined,
  });
}

/** An item of the page once loaded: a widget by its tag, a heading, or the page's own block. */
type LoadedItem = { modes?: readonly string[] } & (
  | { tag: string; layout?: PageLayout }
  | { heading: string }
  | { Block: ComponentType<ComposedPageProps>; layout?: PageLayout }
);

function renderItem(item: LoadedItem, props: ComposedPageProps, index: number): ReactNode {
  if ('tag' in item) return <WidgetElement key={item.tag} tag={item.tag} page={props} layout={item.layout} />;
  if ('heading' in item)
    return (
      <h3 key={`heading-${index}`} part="section-heading" className="ts-section-heading">
        {item.heading}
      </h3>
    );
  const { Block, layout } = item;
  if (!layout) return <Block key={`block-${index}`} {...props} />;
  return (
    <div key={`block-${index}`} className={`ts-${layout}`}>
      <Block {...props} />
    </div>
  );
}

/**
 * The component of a composed page and its CSS (the grid's, the form controls' where the page draws
 * Shoelace controls, then its blocks'): defines its widget elements, loads its own blocks, and renders
 * the header (product name, tab title, the POC or Demo badge, the sample note in POC and demo) over
 * the grid of the items its mode shows.
 */
export async function loadComposedPage(
  page: ComposedPageDeclaration,
): Promise<LazyElementModule<ComposedPageProps>> {
  const blockStyles: string[] = [];
  const items: LoadedItem[] = await Promise.all(
    page.items.flat().map(async (item): Promise<LoadedItem> => {
      if ('define' in item) return { tag: tagOf(item.define()), layout: item.layout, modes: item.modes };
      if (!('block' in item)) return item;
      const { component, styles = [] } = await item.block();
      blockStyles.push(...styles);
      return { Block: component, layout: item.layout, modes: item.modes };
    }),
  );
  function ComposedPage(props: ComposedPageProps) {
    const options = useMode(props.mode, page.family ?? 'policy');
    const shown = items.filter((item) => !item.modes || item.modes.includes(options.mode));
    return (
      <>
        <PageHeader
          productName={props.productName ?? page.tab.group}
          tabTitle={props.tabTitle ?? page.tab.title}
          badge={options.badge}
          note={options.sample ? SAMPLE_NOTE : undefined}
        />
        <div part="grid" className="ts-page-grid">
          {shown.map((item, index) => renderItem(item, props, index))}
        </div>
      </>
    );
  }
  return {
    component: withBoundary(ComposedPage, page.tab.tag),
    styles: [
      sharedStyles,
      ...(page.shoelace ? [formControlStyles] : []),
      composedPageStyles,
      ...new Set(blockStyles),
    ],
  };
}
