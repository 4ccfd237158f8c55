import { LineIcon } from './line-icon.js';
import type { ProductIcon as ProductIconName } from '@tripsight/core/catalogue';

/** Stroke paths (24 x 24) of each product icon of docs/rules/shell.md#shell-layout. */
const PATHS: Record<ProductIconName, string[]> = {
  faresaver: ['M2 16l20-7-3-3-6 2-5-4-2 1 3 5-4 1.5-2.5-2L2 10l2 4z', 'M3 21h18'],
  'supplier-insights': ['M3 21V9l9-6 9 6v12', 'M9 21v-6h6v6', 'M3 13h18'],
  'policy-insights': ['M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'],
  'air-program-analytics': ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  hotelsaver: ['M3 20V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14', 'M3 14h18', 'M7 10h3', 'M14 10h3', 'M1 20h22'],
  'hpa-core': ['M3 21V7l6-4 6 4v14', 'M15 11h6v10', 'M7 9h4', 'M7 13h4', 'M7 17h4'],
  'hpa-premium': ['M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z'],
  'hotel-supplier-insights': ['M4 21V5h10v16', 'M14 9h6v12', 'M7 9h4', 'M7 13h4', 'M17 13h0', 'M2 21h20'],
  agentai: [
    'M5 8h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z',
    'M12 4v4',
    'M9 13h0',
    'M15 13h0',
  ],
  poc: ['M9 3h6', 'M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3', 'M7 15h10'],
  default: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
};

/** The inline SVG icon of a product group. */
export function ProductIcon({ name }: { name: ProductIconName }) {
  return <LineIcon className="product-icon" paths={PATHS[name]} />;
}
