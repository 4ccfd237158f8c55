// src/analytics/duckdb-warehouse.ts
import { DuckDBInstance as DuckDBInstance2, listValue } from "@duckdb/node-api";

// src/dataset/generate.ts
import { DuckDBInstance } from "@duckdb/node-api";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
var DUCKDB_OPTIONS = {
  autoinstall_known_extensions: "false",
  autoload_known_extensions: "false"
};

// src/analytics/duckdb-warehouse.ts
function toDuckDb(value) {
  if (Array.isArray(value)) return listValue(value.map(toDuckDb));
  if (value === void 0) return null;
  return value;
}
function bind(params) {
  if (!params) return void 0;
  if (Array.isArray(params)) return params.map(toDuckDb);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, toDuckDb(v)]));
}
function plain(value) {
  if (typeof value === "bigint") return Number(value);
  return value;
}
var DuckDbWarehouse = class _DuckDbWarehouse {
  constructor(instance, connections) {
    this.instance = instance;
    this.idle.push(...connections);
  }
  idle = [];
  waiting = [];
  closed = false;
  /** Opens `file` read-only with `poolSize` connections. */
  static async open(file, poolSize = 4) {
    const instance = await DuckDBInstance2.create(file, { ...DUCKDB_OPTIONS, access_mode: "READ_ONLY" });
    const connections = [];
    for (let i = 0; i < poolSize; i += 1) connections.push(await instance.connect());
    return new _DuckDbWarehouse(instance, connections);
  }
  acquire() {
    if (this.closed) return Promise.reject(new Error("the analytics warehouse is closed"));
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  release(connection) {
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }
  async all(sql, params) {
    const connection = await this.acquire();
    try {
      const reader = await connection.runAndReadAll(sql, bind(params));
      const names = reader.columnNames();
      return reader.getRows().map((row) => {
        const object = {};
        names.forEach((name, i) => {
          object[name] = plain(row[i]);
        });
        return object;
      });
    } finally {
      this.release(connection);
    }
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.closeSync();
    this.instance.closeSync();
  }
};

// src/analytics/filters.ts
var FILTER_GROUPS = [
  "gds",
  "region",
  "continent",
  "pointOfSale",
  "corporate",
  "pccName"
];
var AIR_FILTER_COLUMNS = {
  gds: "gds",
  region: "ticketing_region",
  continent: "ticketing_continent",
  pointOfSale: "ticketing_country",
  corporate: "direct_enterprise",
  pccName: "pcc_name"
};
function buildAirFilterClause(params, tmc, filters, options = {}) {
  const column = (name) => options.alias ? `${options.alias}.${name}` : name;
  const conditions = [`${column("tmc_id")} = ${params.add(tmc)}`];
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values && values.length > 0) {
      conditions.push(`${column(AIR_FILTER_COLUMNS[group])} IN (${params.list(values)})`);
    }
  }
  if (options.dateRange) {
    const date = column(options.dateColumn ?? "result_date");
    conditions.push(
      `${date} BETWEEN ${params.add(options.dateRange.startDate)}::DATE AND ${params.add(options.dateRange.endDate)}::DATE`
    );
  }
  return conditions.join(" AND ");
}

// ../core/src/dates/default-range.ts
import dayjs from "dayjs";
var API_DATE_FORMAT = "YYYY-MM-DD";
function defaultDateRange(startDaysInThePast = 30, endDaysInTheFuture = 0, today = dayjs()) {
  const yesterday = today.startOf("day").subtract(1, "day");
  return {
    startDate: today.startOf("day").subtract(startDaysInThePast, "day").format(API_DATE_FORMAT),
    endDate: yesterday.add(endDaysInTheFuture, "day").format(API_DATE_FORMAT)
  };
}

// ../core/src/rules/granularity.ts
import dayjs2 from "dayjs";
var DAY_MS = 864e5;
var DAY_GRANULARITY_MAX_MS = 7 * DAY_MS;
var WEEK_GRANULARITY_MAX_MS = 49248e5;
function granularityFor({ startDate, endDate }) {
  const start = dayjs2(startDate);
  const end = dayjs2(endDate);
  if (!start.isValid()) throw new Error(`invalid start date: ${startDate}`);
  if (!end.isValid()) throw new Error(`invalid end date: ${endDate}`);
  const span = Math.abs(end.valueOf() - start.valueOf());
  if (span <= DAY_GRANULARITY_MAX_MS) return "day";
  if (span <= WEEK_GRANULARITY_MAX_MS) return "week";
  return "month";
}

// ../core/src/controls/filters.ts
var FILTER_DEFINITIONS = [
  { group: "gds", label: "GDS", columnName: "gds" },
  { group: "region", label: "Region", columnName: "ticketingRegion" },
  { group: "continent", label: "Continent", columnName: "ticketingContinent" },
  { group: "pointOfSale", label: "Point of Sale", columnName: "ticketingCountry" },
  { group: "corporate", label: "Client", columnName: "directEnterprise" },
  { group: "pccName", label: "PCC", columnName: "pccName" }
];
var FILTER_GROUPS2 = FILTER_DEFINITIONS.map((d) => d.group);

// ../core/src/controls/currency.ts
var SUPPORTED_CURRENCIES = ["USD", "GBP", "EUR"];
function isSupportedCurrency(value) {
  return typeof value === "string" && SUPPORTED_CURRENCIES.includes(value);
}
function normalizeCurrency(value) {
  const upper = value?.toUpperCase();
  return isSupportedCurrency(upper) ? upper : null;
}

// src/analytics/sql-params.ts
var SqlParams = class {
  values = [];
  /** Binds one value and returns its placeholder. */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** Binds each value of a non-empty list and returns the comma-separated placeholders. */
  list(values) {
    if (values.length === 0) throw new Error("an empty list cannot be bound");
    return values.map((value) => this.add(value)).join(", ");
  }
};

// src/analytics/money.ts
function moneyColumn(measure, currency, feeMode = "gross", alias) {
  if (!/^[a-z_]+$/.test(measure)) throw new Error(`invalid money measure: ${measure}`);
  const column = (name) => alias ? `${alias}.${name}_${currency.suffix}` : `${name}_${currency.suffix}`;
  return feeMode === "net" ? `(${column(measure)} - ${column("fee")})` : column(measure);
}

// src/analytics/savings-sql.ts
var money = (expression) => `round(coalesce(${expression}, 0), 2)::DOUBLE`;
var count = (expression) => `coalesce(${expression}, 0)::INTEGER`;

// src/reports/air-reports.ts
var dateRange = (q) => ({ startDate: q.startDate, endDate: q.endDate });
async function keysetPage(scope2, table, where, select, cursor, limit) {
  const params = new SqlParams();
  let condition = where(params);
  if (cursor) {
    const date = params.add(cursor.resultDate);
    condition += ` AND (result_date > ${date}::DATE OR (result_date = ${date}::DATE AND record_locator > ${params.add(cursor.recordLocator)}))`;
  }
  const rows = await scope2.warehouse.all(
    `SELECT '[' || coalesce(string_agg(json_array(${select.join(", ")})::VARCHAR, ',' ORDER BY result_date, record_locator), '') || ']' AS page
     FROM (SELECT * FROM ${table} WHERE ${condition} ORDER BY result_date, record_locator LIMIT ${params.add(limit)})`,
    params.values
  );
  const page = JSON.parse(rows[0]?.page ?? "[]");
  const last = page.length === limit ? page[page.length - 1] : void 0;
  return {
    rows: page,
    // Every row-level report starts with the record locator and the result date.
    next: last ? { recordLocator: String(last[0]), resultDate: String(last[2]) } : null
  };
}
function dealsWhere(scope2, params) {
  const where = buildAirFilterClause(params, scope2.tmc, scope2.query.filters, { dateRange: dateRange(scope2.query) });
  return scope2.report.extras.withPotential ? where : `${where} AND is_rebooked`;
}
var savingsDetailsReport = {
  name: "savingsDetailsReport",
  displayName: "Savings Details",
  columns: (currency) => [
    { key: "recordLocator", header: "Record locator" },
    { key: "directEnterprise", header: "Client", width: 28 },
    { key: "resultDate", header: "Result date" },
    { key: "ticketingCountry", header: "Ticketing country", width: 20 },
    { key: "gds", header: "GDS" },
    { key: "pccName", header: "PCC" },
    { key: "dealStatus", header: "Deal status" },
    { key: "dealsSent", header: "Deals sent" },
    { key: "savings", header: `Savings (${currency.code})`, money: true, width: 16 },
    { key: "feedback", header: "Feedback", width: 28 }
  ],
  async count(scope2) {
    const params = new SqlParams();
    const rows = await scope2.warehouse.all(
      `SELECT count(*)::INTEGER AS n FROM faresaver_deals WHERE ${dealsWhere(scope2, params)}`,
      params.values
    );
    return rows[0]?.n ?? 0;
  },
  page(scope2, cursor, limit) {
    const savings = moneyColumn("savings", scope2.currency, scope2.query.feeMode);
    return keysetPage(scope2, "faresaver_deals", (params) => dealsWhere(scope2, params), [
      "record_locator",
      "direct_enterprise",
      "strftime(result_date, '%Y-%m-%d')",
      "ticketing_country",
      "gds",
      "pcc_name",
      "deal_status",
      "deals_sent::INTEGER",
      `round(${savings}, 2)::DOUBLE`,
      "feedback_meaning_platform"
    ], cursor, limit);
  },
  async totals(scope2) {
    const params = new SqlParams();
    const savings = moneyColumn("savings", scope2.currency, scope2.query.feeMode);
    const rows = await scope2.warehouse.all(
      `SELECT ${money(`sum(${savings}) FILTER (WHERE is_rebooked)`)} AS accepted,
        ${money(`sum(${savings}) FILTER (WHERE NOT is_rebooked)`)} AS notAccepted,
        ${count("count(*) FILTER (WHERE is_rebooked)")} AS rebooked
      FROM faresaver_deals WHERE ${dealsWhere(scope2, params)}`,
      params.values
    );
    const t = rows[0] ?? {};
    const facts = [
      ["Accepted savings total", t.accepted ?? 0],
      ["Rebooked PNRs", t.rebooked ?? 0]
    ];
    if (scope2.report.extras.withPotential) facts.push(["Savings not accepted total", t.notAccepted ?? 0]);
    return facts;
  }
};

// src/errors.ts
var HttpError = class extends Error {
  constructor(status, code, message, options = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
  field;
  headers;
};
function badRequest(field, problem) {
  return new HttpError(400, "BAD_REQUEST", `${field}: ${problem}`, { field });
}

// src/analytics/query-params.ts
var filterList = { type: "array", items: { type: "string", maxLength: 200 }, maxItems: 1e3 };
var analyticsQuerySchema = {
  type: "object",
  properties: {
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, filterList])),
    startDate: { type: "string" },
    endDate: { type: "string" },
    currency: { type: "string", maxLength: 10 },
    feeMode: { type: "string", enum: ["gross", "net"] },
    granularity: { type: "string", enum: ["day", "week", "month"] },
    withNotAccepted: { type: "boolean" }
  }
};
function checkDate(field, value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw badRequest(field, `must be a date in YYYY-MM-DD form, got "${value}"`);
  }
  return value;
}
function parseAnalyticsQuery(raw) {
  const startRaw = raw.startDate || void 0;
  const endRaw = raw.endDate || void 0;
  let startDate;
  let endDate;
  if (!startRaw && !endRaw) {
    ({ startDate, endDate } = defaultDateRange());
  } else {
    startDate = checkDate("startDate", startRaw ?? endRaw);
    endDate = checkDate("endDate", endRaw ?? startDate);
  }
  if (endDate < startDate) {
    throw badRequest("endDate", `must not be before startDate (${startDate}), got "${endDate}"`);
  }
  const filters = Object.fromEntries(
    FILTER_GROUPS.map((group) => [group, (raw[group] ?? []).filter((value) => value !== "")])
  );
  return {
    filters,
    startDate,
    endDate,
    currency: normalizeCurrency(raw.currency),
    requestedCurrency: raw.currency ?? null,
    feeMode: raw.feeMode ?? "gross",
    granularity: raw.granularity ?? granularityFor({ startDate, endDate }),
    withNotAccepted: raw.withNotAccepted ?? false
  };
}

// src/reports/report-params.ts
var REPORT_FORMATS = ["xlsx", "csv"];
var flag = { type: "string", enum: ["true", "false"] };
var reportQuerySchema = {
  type: "object",
  required: ["startDate", "endDate"],
  properties: {
    startDate: { type: "string" },
    endDate: { type: "string" },
    format: { type: "string", enum: [...REPORT_FORMATS] },
    currency: { type: "string", maxLength: 10 },
    feeMode: { type: "string", enum: ["gross", "net"] },
    filters: { type: "string", maxLength: 1e5 },
    isHPA: flag,
    isPMOnly: flag,
    withPotential: flag,
    isAutorebook: flag,
    productName: { type: "string", maxLength: 50 }
  }
};
function parseFiltersJson(text) {
  if (text === void 0 || text === "") return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("filters", "must be a JSON object of filter lists");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("filters", "must be a JSON object of filter lists");
  }
  const filters = {};
  for (const [group, list] of Object.entries(value)) {
    if (!FILTER_GROUPS2.includes(group)) {
      throw badRequest("filters", `unknown filter group "${group}" (expected ${FILTER_GROUPS2.join(", ")})`);
    }
    if (!Array.isArray(list) || list.some((entry) => typeof entry !== "string")) {
      throw badRequest("filters", `${group} must be a list of strings`);
    }
    filters[group] = list;
  }
  return filters;
}
function parseReportQuery(raw) {
  const filters = parseFiltersJson(raw.filters);
  const analytics = parseAnalyticsQuery({
    ...filters,
    startDate: raw.startDate,
    endDate: raw.endDate,
    currency: raw.currency,
    feeMode: raw.feeMode
  });
  return {
    analytics,
    format: raw.format ?? "xlsx",
    productName: raw.productName ?? "air",
    extras: {
      isHPA: raw.isHPA === "true",
      isPMOnly: raw.isPMOnly === "true",
      withPotential: raw.withPotential === "true",
      isAutorebook: raw.isAutorebook === "true"
    }
  };
}

// .bench-tmp/q.ts
var w = await DuckDbWarehouse.open("/tmp/tsbench/data/bench-export/analytics.duckdb");
var report = parseReportQuery({ startDate: "2026-01-02", endDate: "2026-11-20", currency: "EUR" });
var scope = { warehouse: w, tmc: "northstar", query: report.analytics, report, currency: { code: "EUR", suffix: "eur", branchDefault: false } };
try {
  const p = await savingsDetailsReport.page(scope, null, 3);
  console.log(p);
  const p2 = await savingsDetailsReport.page(scope, p.next, 3);
  console.log(p2.rows[0]);
} catch (e) {
  console.error(e);
}
await w.close();
