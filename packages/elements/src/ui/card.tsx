import { useId, type ReactNode } from 'react';
import { useText } from '../internal/use-text.js';

export interface CardProps {
  /**
   * Heading of the card (a KPI's or section's title, shown in the host's wording when its `messages`
   * replace it); without one the card has no header (unless it has actions).
   */
  title?: string;
  /** Keep the title for screen readers only (it still names the card). */
  titleHidden?: boolean;
  /** Level of the title heading (default 3; 2 when the card heads a page). */
  headingLevel?: 2 | 3;
  /**
   * The title takes focus from script (tabindex -1, not in the Tab order): a screen moves focus there
   * when the row that had it is gone.
   */
  titleFocusable?: boolean;
  /** Explanation shown on hover/focus of the info button. */
  tooltip?: string;
  /** Buttons or controls shown at the right of the title. */
  actions?: ReactNode;
  /** Extra class names, for a screen's own layout. */
  className?: string;
  children: ReactNode;
}

/**
 * A card section named by its title (parts: `card`, `card-header`, `title`, `tooltip`).
 *
 * @example
 * <Card title="Event Information" actions={<label><input type="checkbox" /> Show failed only</label>}>…</Card>
 */
export function Card({
  title,
  titleHidden,
  headingLevel = 3,
  titleFocusable,
  tooltip,
  actions,
  className,
  children,
}: CardProps) {
  const headingId = useId();
  const text = useText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasHeader = (title !== undefined && !titleHidden) || tooltip !== undefined || actions !== undefined;
  const heading = title !== undefined && (
    <Heading
      part="title"
      id={headingId}
      className={titleHidden ? 'ts-visually-hidden' : undefined}
      tabIndex={titleFocusable ? -1 : undefined}
    >
      {text(title)}
    </Heading>
  );
  return (
    <section
      part="card"
      className={className ? `ts-card ${className}` : 'ts-card'}
      aria-labelledby={title !== undefined ? headingId : undefined}
    >
      {hasHeader ? (
        <div part="card-header" className="ts-card-header">
          {heading}
          {tooltip && <InfoTooltip text={text(tooltip)} />}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** An info button that shows `text` as a tooltip on hover and focus (part: `tooltip`). */
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
