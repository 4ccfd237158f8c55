import { statusText, statusTone } from '@tripsight/core/ops';

/** A conversation status in its colour (grey, blue, green, red). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge tone-${statusTone(status)}`} data-status={status}>
      {statusText(status)}
    </span>
  );
}
