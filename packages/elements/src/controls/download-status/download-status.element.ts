import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';

/**
 * @summary The bottom-left download notification: Downloading (with the file name), Download completed,
 * Download failed, sent by e-mail, e-mail with content and contact support. Closing resets the
 * status; success hides after 25 s, e-mail and support messages after 45 s, failure after 5 s.
 * @tag tripsight-download-status
 *
 * @csspart banner - The Shoelace alert.
 * @csspart message - The banner text.
 * @csspart file-name - The file being downloaded.
 *
 * @cssprop --tripsight-download-offset - Distance from the bottom-left corner (default 16px).
 */
export function defineDownloadStatus(): CustomElementConstructor {
  return defineLazyElement<object>(
    'tripsight-download-status',
    withShoelaceTheme(() =>
      import('./download-status.js').then((m) => ({ component: m.DownloadStatusBanner, styles: m.styles })),
    ),
    {},
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-download-status': HTMLElement;
  }
}
