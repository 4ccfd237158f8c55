import { opsStyles } from '../ops.styles.js';

/** Styles of <tripsight-customer-management>. */
export const customerManagementStyles =
  opsStyles +
  /* css */ `
.cards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
.card-label { font-size: 12px; font-weight: 600; letter-spacing: 0.05em; color: var(--ts-muted); }
.card-value { font-size: 28px; font-weight: 700; margin-top: 4px; }
.toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 12px; }
.toolbar .grow { flex: 1 1 240px; }
.toolbar .grow input { width: 100%; }
.result-count { margin: 0 0 8px; color: var(--ts-muted); font-size: 13px; }
.corp-name { font-weight: 600; }
.detail-nav { display: flex; gap: 12px; align-items: center; }
.client-head { display: grid; gap: 12px; }
.client-name { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
.facts dt { color: var(--ts-muted); }
.facts dd { margin: 0; }
.check { display: flex; gap: 8px; align-items: center; font-size: 13px; }
.sender-form { display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; margin-bottom: 12px; }
.sender-form .field { flex: 1 1 260px; }
.sender-form input { width: 100%; }
.senders { list-style: none; margin: 0; padding: 0; }
.senders li {
  display: flex; justify-content: space-between; align-items: center; gap: 12px;
  padding: 8px 0; border-bottom: 1px solid var(--ts-border);
}
.ops dialog .field input { width: 100%; }
`;
