import { SBR_STATUS_TONES, type SbrClientStatus } from '@tripsight/core/ops';

/** A client status badge in its colour (Live green, Scheduled blue, Testing amber, Sunset grey). */
export function SbrBadge({ status }: { status: SbrClientStatus }) {
  return <span className={`badge tone-${SBR_STATUS_TONES[status]}`}>{status}</span>;
}
