import { createElement, type ReactNode } from 'react';
import { useMode } from '../../internal/use-mode.js';
import { WIDGET_PARTS, type SampleWidgetProps } from '../../internal/widget-props.js';
import { PageHeader } from '../../ui/page-header.js';

/** Attributes of a policy page: a widget's, and the header's texts. */
export interface PolicyPageProps extends SampleWidgetProps {
  /** Product name above the title (default Policy Insights). */
  productName?: string;
  /** Tab title. */
  tabTitle?: string;
}

/**
 * A widget element of a policy page, given the page's mode and sample settings as attributes once it
 * is in the document (an r2wc element given a property before it is connected would look for its bus
 * outside the page), and re-exporting its parts.
 */
export function PolicyWidget({
  tag,
  page,
  layout,
}: {
  tag: string;
  page: SampleWidgetProps;
  layout?: 'third' | 'half' | 'wide';
}) {
  const attributes: Record<string, string | undefined> = {
    mode: page.mode,
    'sample-data-key': page.sampleDataKey,
    'source-url': page.sourceUrl,
  };
  return createElement(tag, {
    ref: (el: HTMLElement | null) => {
      if (!el) return;
      for (const [name, value] of Object.entries(attributes)) {
        if (value && el.getAttribute(name) !== value) el.setAttribute(name, value);
        if (!value && el.hasAttribute(name)) el.removeAttribute(name);
      }
    },
    part: `widget ${tag.replace('tripsight-', '')}`,
    exportparts: WIDGET_PARTS,
    class: layout ? `ts-${layout}` : undefined,
  });
}

/**
 * The frame of a policy page: the header (product name, tab title, the Demo or POC badge, the
 * date-range and export slots) and the grid of its widgets.
 */
export function PolicyPage({
  mode,
  productName = 'Policy Insights',
  tabTitle,
  note,
  children,
}: {
  mode?: string;
  productName?: string;
  tabTitle: string;
  /** A line under the title (what the sample is, in POC and demo modes). */
  note?: ReactNode;
  children: ReactNode;
}) {
  const options = useMode(mode, 'policy');
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} badge={options.badge} note={note} />
      <div part="grid" className="ts-policy-grid">
        {children}
      </div>
    </>
  );
}
