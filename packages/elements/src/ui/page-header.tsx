import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The product above the title (e.g. Faresaver). */
  productName: string;
  /** The page's title (the tab's title). */
  tabTitle: string;
  /** A mode badge beside the title (POC, DEMO, …), if any. */
  badge?: string | null;
  /** A line under the title (e.g. what a sample is). */
  note?: ReactNode;
}

/**
 * The header of a page element: product name, title with its mode badge, an optional note, and the
 * host's date-range and export controls (slots `date-range` and `export`). Parts: header,
 * product-name, heading, badge, note, actions.
 */
export function PageHeader({ productName, tabTitle, badge, note }: PageHeaderProps) {
  return (
    <header part="header" className="ts-page-header">
      <div className="ts-page-titles">
        <p part="product-name" className="ts-page-product">
          {productName}
        </p>
        <h2 part="heading">
          {tabTitle}
          {badge && (
            <span part="badge" className="ts-badge">
              {badge}
            </span>
          )}
        </h2>
        {note && (
          <p part="note" className="ts-page-note">
            {note}
          </p>
        )}
      </div>
      <div part="actions" className="ts-page-actions">
        <slot name="date-range" />
        <slot name="export" />
      </div>
    </header>
  );
}
