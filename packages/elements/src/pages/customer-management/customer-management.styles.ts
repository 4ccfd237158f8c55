import { opsStyles } from '../ops.styles.js';

/** Styles of <tripsight-customer-management>. */
export const customerManagementStyles =
  opsStyles +
  /* css */ `
.cards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
.summary-card .ts-card-header h3 { font-size: 12px; font-weight: 600; letter-spacing: 0.05em; color: var(--ts-muted); }
.summary-card .ts-value { font-size: var(--tripsight-kpi-size, 28px); }
.toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 12px; }
.toolbar .grow { flex: 1 1 240px; }
.toolbar .grow input { width: 100%; }
.corp-name { font-weight: 600; }
.client-head { display: grid; gap: 12px; }
.client-head .ts-card-header { margin-bottom: 0; }
.sender-form { display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; margin-bottom: 12px; }
.sender-form .field { flex: 1 1 260px; }
.sender-form input { width: 100%; }
.senders { list-style: none; margin: 0; padding: 0; }
.senders li {
  display: flex; justify-content: space-between; align-items: center; gap: 12px;
  padding: 8px 0; border-bottom: 1px solid var(--ts-border);
}
`;
