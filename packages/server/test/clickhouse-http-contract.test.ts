import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICKHOUSE_DIALECT } from '../src/analytics/dialect/clickhouse-dialect.js';
import { SqlParams } from '../src/analytics/sql/sql-params.js';
import { ClickHouseHttpConnection } from '../src/analytics/warehouse/clickhouse-http-connection.js';
import { ClickHouseWarehouse } from '../src/analytics/warehouse/clickhouse-warehouse.js';

/*
 * No ClickHouse server runs on this machine: a stand-in HTTP server on 127.0.0.1 records what the
 * official client sends for the warehouse and answers as ClickHouse does, so the requests the
 * service makes of a real server are pinned down here.
 */

interface Recorded {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('the ClickHouse server warehouse (HTTP)', () => {
  let server: Server;
  let url: string;
  const requests: Recorded[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        requests.push({
          method: request.method ?? '',
          url: new URL(request.url ?? '/', 'http://127.0.0.1'),
          headers: request.headers,
          body,
        });
        response.setHeader('X-ClickHouse-Summary', '{"read_rows":"1"}');
        if (/FORMAT JSONCompact\s*$/.test(body)) {
          response.setHeader('Content-Type', 'application/json');
          response.end(
            JSON.stringify({
              meta: [
                { name: 'corporate', type: 'Nullable(String)' },
                { name: 'pnrs', type: 'UInt64' },
                { name: 'spend', type: 'Float64' },
              ],
              data: [
                ['Acme', 12, 1234.5],
                ['Globex', 3, 99.99],
              ],
              rows: 2,
            }),
          );
        } else response.end('');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const open = () =>
    ClickHouseHttpConnection.open({ url, user: 'analytics', password: 's3cret', database: 'tripsight' });

  it('sends a SELECT with its values as typed query parameters, never in the SQL, and reads the rows', async () => {
    requests.length = 0;
    const warehouse = new ClickHouseWarehouse(open());
    const params = new SqlParams(CLICKHOUSE_DIALECT);
    const sql = `SELECT corporate, count(*) AS pnrs, sum(price_usd) AS spend FROM air_pnrs
      WHERE tmc_id = ${params.add("north'star")} AND gds IN (${params.list(['Sabre', 'Amadeus'])})
        AND result_date BETWEEN ${params.date('2026-01-01')} AND ${params.date('2026-03-31')}
        AND days_before_departure < ${params.add(14)} GROUP BY corporate`;
    const rows = await warehouse.all(sql, params.values);
    await warehouse.close();

    expect(rows).toEqual([
      { corporate: 'Acme', pnrs: 12, spend: 1234.5 },
      { corporate: 'Globex', pnrs: 3, spend: 99.99 },
    ]);
    expect(requests).toHaveLength(1);
    const [request] = requests as [Recorded];
    expect(request.method).toBe('POST');
    expect(request.body).toContain('WHERE tmc_id = {p1:String} AND gds IN ({p2:String}, {p3:String})');
    expect(request.body).toContain('BETWEEN {p4:String}::DATE AND {p5:String}::DATE');
    expect(request.body).toContain('days_before_departure < {p6:Int64}');
    expect(request.body).not.toContain('north');
    expect(request.body).toMatch(/FORMAT JSONCompact\s*$/);
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      // Values travel in ClickHouse's escaped text form, which the server unescapes.
      param_p1: "north\\'star",
      param_p2: 'Sabre',
      param_p3: 'Amadeus',
      param_p4: '2026-01-01',
      param_p6: '14',
      database: 'tripsight',
      // The settings that make ClickHouse answer as DuckDB does go with every query.
      group_by_use_nulls: '1',
      aggregate_functions_null_for_empty: '1',
      join_use_nulls: '1',
      cast_keep_nullable: '1',
      output_format_json_quote_64bit_integers: '0',
      session_timezone: 'UTC',
    });
    const credentials =
      request.headers.authorization ??
      `Basic ${Buffer.from(`${request.headers['x-clickhouse-user']}:${request.headers['x-clickhouse-key']}`).toString('base64')}`;
    expect(credentials).toBe(`Basic ${Buffer.from('analytics:s3cret').toString('base64')}`);
  });

  it('answers the columns of a result column by column', async () => {
    const warehouse = new ClickHouseWarehouse(open());
    const columns = await warehouse.columns('SELECT corporate, pnrs, spend FROM t');
    await warehouse.close();
    expect(columns).toEqual({ corporate: ['Acme', 'Globex'], pnrs: [12, 3], spend: [1234.5, 99.99] });
  });

  it('loads rows as batched JSONEachRow inserts and runs DDL as commands', async () => {
    requests.length = 0;
    const connection = open();
    await connection.command('CREATE TABLE t (a String) ENGINE = MergeTree ORDER BY a');
    await connection.insert('air_pnrs', [
      { tmc_id: 'northstar', result_date: '2026-01-02', price_usd: 10.5 },
      { tmc_id: 'northstar', result_date: '2026-01-03', price_usd: 7 },
    ]);
    await connection.close();
    expect(requests).toHaveLength(2);
    const [ddl, insert] = requests as [Recorded, Recorded];
    expect(ddl.body).toBe('CREATE TABLE t (a String) ENGINE = MergeTree ORDER BY a');
    expect(decodeURIComponent(insert.url.searchParams.get('query') ?? '')).toMatch(
      /^INSERT INTO air_pnrs\s+FORMAT JSONEachRow/,
    );
    expect(
      insert.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { tmc_id: 'northstar', result_date: '2026-01-02', price_usd: 10.5 },
      { tmc_id: 'northstar', result_date: '2026-01-03', price_usd: 7 },
    ]);
  });
});
