import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * Draft and message HTML with everything executable removed (scripts, event-handler attributes,
 * javascript: links, SVG script and handlers, forms and frames) before it reaches the DOM.
 */
export function sanitizeDraftHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  label: string;
}

/** Renders sanitised HTML in a labelled region. */
export function SafeHtml({ html, className, label }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeDraftHtml(html), [html]);
  return (
    <div
      className={className}
      role="region"
      aria-label={label}
      // The HTML has been through DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
