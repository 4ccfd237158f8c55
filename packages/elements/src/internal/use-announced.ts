import { useContext } from 'react';
import { HostContext } from './host-context.js';
import { busAnnounces } from './announcer-region.js';

/**
 * True inside a dashboard whose context announces loading and errors once for all its sections:
 * a section's own error then stays quiet (no role alert) rather than speak once per card.
 */
export function useAnnounced(): boolean {
  const host = useContext(HostContext);
  return host ? busAnnounces(host.bus) : false;
}
