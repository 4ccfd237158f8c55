import { useId, type ReactNode } from 'react';

export interface CardProps {
  title: string;
  /** Explanation shown on hover/focus of the info button. */
  tooltip?: string;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card (parts: card, card-header, title, tooltip). */
export function Card({ title, tooltip, actions, children }: CardProps) {
  const headingId = useId();
  return (
    <section part="card" className="ts-card" aria-labelledby={headingId}>
      <div part="card-header" className="ts-card-header">
        <h3 part="title" id={headingId}>
          {title}
        </h3>
        {tooltip && <InfoTooltip text={tooltip} />}
        {actions}
      </div>
      {children}
    </section>
  );
}

/** An info button that shows `text` as a tooltip on hover and focus. */
export function InfoTooltip({ text }: { text: string }) {
  const id = useId();
  return (
    <span className="ts-tooltip" part="tooltip">
      <button type="button" aria-describedby={id} aria-label="More information">
        i
      </button>
      <span role="tooltip" id={id}>
        {text}
      </span>
    </span>
  );
}
