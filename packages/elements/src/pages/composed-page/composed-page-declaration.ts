import type { ComponentType } from 'react';
import type { ModeFamily, PageTab } from '@tripsight/core/catalogue';
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
export interface PageWidget extends PageItemBase {
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

/**
 * The define function of a composed page. Named, so that the typings of a page's define function
 * bring the tag map below with them.
 */
export interface ComposedPageDefine {
  (): CustomElementConstructor;
}

/**
 * The tag of every composed page. The element files declare the pages; their attributes are all
 * `ComposedPageProps`, typed here once for `document.createElement` and `querySelector`.
 */
type ComposedPageTag =
  | 'tripsight-advanced-purchase'
  | 'tripsight-cabin-class-compliance'
  | 'tripsight-carrier-availability'
  | 'tripsight-discount-level-benchmarking'
  | 'tripsight-hotel-program-performance'
  | 'tripsight-negotiated-fares-adoption'
  | 'tripsight-negotiated-rate-availability'
  | 'tripsight-negotiated-rate-coverage'
  | 'tripsight-negotiated-rate-utilization';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the heritage clause adds every tag at once
  interface HTMLElementTagNameMap extends Record<ComposedPageTag, HTMLElement & ComposedPageProps> {}
}

/** A composed page: its tab and the list of its widget elements and their layout. */
export interface ComposedPageDeclaration {
  /** The catalogue's entry of the page's tabs (`@tripsight/core/catalogue`): its tag, title and product. */
  tab: PageTab & { tag: ComposedPageTag };
  /** The family whose modes the page accepts (default policy: normal, poc, demo). */
  family?: ModeFamily;
  /** The items in grid order; a row of widgets of one layout may come as `thirds(…)`, `halves(…)` or `wide(…)`. */
  items: readonly (PageItem | readonly PageWidget[])[];
  /** Shoelace controls render in the page itself (its theme and the form styles come with it). */
  shoelace?: boolean;
}
