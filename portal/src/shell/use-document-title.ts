import { useEffect } from 'react';

/** The portal's name, last in every page title. */
export const PORTAL_TITLE = 'Tripsight';

/**
 * Names the browser tab after the page shown ('Savings overview – Tripsight'), so a screen reader's
 * page title and the history list say where the user is (WCAG 2.4.2).
 */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${PORTAL_TITLE}` : PORTAL_TITLE;
  }, [pageTitle]);
}
