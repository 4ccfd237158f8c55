import type { TabDefinition } from '@tripsight/core/catalogue';

/** The honest state of a tab whose page is not part of this version yet. */
export function NotAvailable({ tab }: { tab: TabDefinition }) {
  const what = tab.content.kind === 'report' ? 'embedded report' : 'page';
  return (
    <section className="not-available" aria-labelledby="not-available-title">
      <svg
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <h2 id="not-available-title">{tab.tabTitle} is not available yet</h2>
      <p>
        The {tab.group} {what} “{tab.tabTitle}” ({tab.tabName}) is not part of this version of Tripsight yet.
        Your other pages are in the menu.
      </p>
    </section>
  );
}
