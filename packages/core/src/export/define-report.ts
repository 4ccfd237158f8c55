import type { ReportDefinition } from './export-rules.js';

/**
 * A report of the data service at `${basePath}/${name}` whose title, button and display name are
 * the one text `title`, offering `exportFileExtensionOptions` (none: xlsx with no choice shown).
 *
 * @example defineReport('/api/reports/air', 'trackedPnrsReport', 'Tracked Flights').path
 * // '/api/reports/air/trackedPnrsReport'
 */
export function defineReport(
  basePath: string,
  name: string,
  title: string,
  exportFileExtensionOptions: string[] = [],
): ReportDefinition {
  return {
    name,
    title,
    buttonName: title,
    displayName: title,
    path: `${basePath}/${name}`,
    exportFileExtensionOptions,
  };
}
