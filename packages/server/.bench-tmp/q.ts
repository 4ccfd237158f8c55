import { DuckDbWarehouse } from '../src/analytics/duckdb-warehouse.js';
import { savingsDetailsReport } from '../src/reports/air-reports.js';
import { parseReportQuery } from '../src/reports/report-params.js';
const w = await DuckDbWarehouse.open('/tmp/tsbench/data/bench-export/analytics.duckdb');
const report = parseReportQuery({ startDate: '2026-01-02', endDate: '2026-11-20', currency: 'EUR' });
const scope = { warehouse: w, tmc: 'northstar', query: report.analytics, report, currency: { code: 'EUR', suffix: 'eur' as const, branchDefault: false } };
try { const p = await savingsDetailsReport.page(scope, null, 3); console.log(p); const p2 = await savingsDetailsReport.page(scope, p.next, 3); console.log(p2.rows[0]); } catch (e) { console.error(e); }
await w.close();
