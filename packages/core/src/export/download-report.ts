import type { Bus } from '../bus/bus.js';
import type { DownloadStatus } from '../bus/types.js';
import { busTarget } from '../api/analytics-client.js';
import { serviceRequest } from '../api/request.js';
import { resolveDateRange } from '../dates/default-range.js';
import type { ProductType } from '../model/product-types.js';
import { exportFileName, exportFileSuffix, exportQuery, type ReportDefinition } from './export-rules.js';
import {
  afterExportError,
  fromReportMessage,
  isReportMessage,
  pending,
  succeeded,
} from './download-status.js';

export interface DownloadReportOptions {
  /** File type (one of the report's options; xlsx by default). */
  extension: string;
  /** First part of the file name (e.g. the TMC or customer name). */
  prefix: string;
  /**
   * Product of the page whose date range applies: the file covers the range the page shows, even
   * for another product's report (the hotel export of the emissions overview). Default the
   * report's product, else air.
   */
  product?: ProductType;
}

/** What an export produced: a file, a message status, or nothing (a swallowed failure). */
export type DownloadOutcome =
  | { kind: 'file'; blob: Blob; fileName: string }
  | { kind: 'message'; status: DownloadStatus }
  | { kind: 'failed'; error: unknown; reported: boolean };

/** The file name of a Content-Disposition header (RFC 6266 `filename*` preferred), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/**
 * Runs one export against the bus's dashboard state (filters, currency, fee mode, the product's
 * dates), so the file holds the figures the page shows, and
 * keeps the bus's download status in step: pending with the file name, then success, a report
 * message status, fail, or back to notStarted for a URI-too-long failure (docs/rules/shell.md#download-status).
 */
export async function downloadReport(
  bus: Bus,
  report: ReportDefinition,
  { extension, prefix, product }: DownloadReportOptions,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<DownloadOutcome> {
  const state = bus.getState();
  const { startDate, endDate } = resolveDateRange(state, product ?? report.product ?? 'air');
  const fileName = exportFileName({
    prefix,
    displayName: report.displayName,
    suffix: exportFileSuffix(startDate, endDate),
    extension,
  });
  const setStatus = (download: DownloadStatus) => {
    bus.setState({ download });
    bus.emit('tripsight-download', { state: download.state, fileName: download.fileName });
  };
  setStatus(pending(fileName));
  try {
    const query = exportQuery({
      startDate,
      endDate,
      format: extension,
      currency: state.currency,
      feeMode: state.feeMode,
      filters: state.filters,
      extraParams:
        report.sendsEmissionMethod && state.emissionMethod
          ? { ...report.extraParams, method: state.emissionMethod }
          : report.extraParams,
    });
    const response = await serviceRequest(
      { ...busTarget(bus), fetch: fetchImpl },
      { path: report.path, query: Object.fromEntries(query), accept: '*/*' },
    );
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const body: unknown = await response.json();
      if (!isReportMessage(body)) throw new Error(`unexpected report answer from ${report.path}`);
      const status = fromReportMessage(body, fileName);
      setStatus(status);
      return { kind: 'message', status };
    }
    // The dashboard's own name wins: it carries the prefix the host chose; the service's
    // Content-Disposition name serves direct downloads.
    const blob = await response.blob();
    setStatus(succeeded(fileName));
    return { kind: 'file', blob, fileName };
  } catch (error) {
    const { status, report: reported } = afterExportError(error, fileName);
    setStatus(status);
    return { kind: 'failed', error, reported };
  }
}
