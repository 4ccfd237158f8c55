import type { ComponentType } from 'react';
import type { ModeFamily } from '@tripsight/core/catalogue';
import type { SampleWidgetProps } from '../../internal/widget-props.js';

/** Attributes of a composed page: its widgets' (mode and sample settings), and the header's texts. */
export interface ComposedPageProps extends SampleWidgetProps {
  /** Product name above the title. */
  productName?: string;
  /** Tab title. */
  tabTitle?: string;
}

/** Where an item sits in the page's grid (six columns from 900 px): a third, a half or the whole row. */
export type PageLayout = 'third' | 'half' | 'wide';

/** What every item of a page may say. */
interface PageItemBase {
  /** The modes the item shows in (every mode when absent). */
  modes?: readonly string[];
}

/** A widget element of the page: its define function (which names its tag) and its place. */
interface PageWidget extends PageItemBase {
  define: () => CustomElementConstructor;
  layout?: PageLayout;
}

/** A heading across the grid between widgets (part section-heading). */
interface PageHeading extends PageItemBase {
  heading: string;
}

/**
 * A block of the page's own, loaded with the page (a dynamic import of a module that also exports the
 * block's CSS, which the page adopts after the grid's): given the page's attributes, in a grid cell
 * of `layout`, or straight in the grid without one.
 */
interface PageBlock extends PageItemBase {
  block: () => Promise<{ component: ComponentType<ComposedPageProps>; styles?: readonly string[] }>;
  layout?: PageLayout;
}

type PageItem = PageWidget | PageHeading | PageBlock;

/** A composed page: a title and the list of its widget elements and their layout. */
export interface ComposedPageDeclaration {
  tag: `tripsight-${string}`;
  /** Default product name above the title. */
  productName: string;
  /** Default tab title. */
  tabTitle: string;
  /** The family whose modes the page accepts (default policy: normal, poc, demo). */
  family?: ModeFamily;
  items: readonly PageItem[];
  /** Shoelace controls render in the page itself (its theme and the form styles come with it). */
  shoelace?: boolean;
}
