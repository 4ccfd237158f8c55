import { useEffect, useRef } from 'react';
import type { DownloadState } from '@tripsight/core/bus';
import { DOWNLOAD_AUTO_DISMISS_MS, DOWNLOAD_TEXTS, notStarted } from '@tripsight/core/export';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { ensureShoelace, useShoelaceEvent } from '../../internal/shoelace.js';
import { downloadStatusStyles } from './download-status.styles.js';

ensureShoelace();

const VARIANTS: Record<Exclude<DownloadState, 'notStarted'>, string> = {
  pending: 'primary',
  success: 'success',
  fail: 'danger',
  sentByEmail: 'primary',
  sentEmailWithContent: 'primary',
  contactSupport: 'warning',
};

/**
 * The bottom-left download banner: hidden while not started, Downloading with the file name while
 * pending, then the outcome; closing resets the status; it dismisses itself after the spec's time.
 */
export function DownloadStatusBanner() {
  const { bus } = useHost();
  const download = useBusState((s) => s.download);
  const alert = useRef<HTMLElement>(null);
  const reset = () => bus.setState({ download: notStarted() });

  useEffect(() => {
    const ms = DOWNLOAD_AUTO_DISMISS_MS[download.state];
    if (ms === null) return;
    const timer = setTimeout(() => {
      if (bus.getState().download === download) bus.setState({ download: notStarted() });
    }, ms);
    return () => clearTimeout(timer);
  }, [bus, download]);
  useShoelaceEvent(alert, 'sl-after-hide', () => {
    if (bus.getState().download.state !== 'notStarted') reset();
  });

  if (download.state === 'notStarted') return null;
  const text = DOWNLOAD_TEXTS[download.state];
  return (
    <sl-alert
      ref={alert}
      open={true}
      closable={true}
      variant={VARIANTS[download.state]}
      part="banner"
      data-state={download.state}
      role="status"
    >
      <strong part="message">{text}</strong>
      {download.state === 'pending' && download.fileName && <div part="file-name">{download.fileName}</div>}
    </sl-alert>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [downloadStatusStyles];
