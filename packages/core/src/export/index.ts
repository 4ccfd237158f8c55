/** Exports: report definitions, file names, the download and its status. */
export { AIR_REPORTS, AIR_REPORTS_PATH, reportsForTab } from './air-reports.js';
export { downloadReport, fileNameFromDisposition } from './download-report.js';
export {
  afterExportError,
  DOWNLOAD_AUTO_DISMISS_MS,
  DOWNLOAD_TEXTS,
  failed,
  fromReportMessage,
  isReportMessage,
  isUriTooLong,
  notStarted,
  pending,
  REPORT_MESSAGE_STATUSES,
  succeeded,
} from './download-status.js';
export {
  DEFAULT_EXPORT_EXTENSION,
  defaultFileExtension,
  EXPORT_DEBOUNCE_MS,
  exportFileName,
  exportFileSuffix,
  exportQuery,
  isExportButtonEnabled,
  listedReports,
  showExportMenu,
  showFileFormatChoice,
} from './export-rules.js';
export type { DownloadOutcome, DownloadReportOptions } from './download-report.js';
export type { ReportMessage, ReportMessageStatus } from './download-status.js';
export type {
  ExportFileNameParts,
  ExportPermission,
  ExportQueryInput,
  ReportDefinition,
} from './export-rules.js';
