/**
 * The page the report iframe loads: the report host element and its script from the browser SDK
 * (`/sdk/report-host.js`). It holds no data: the report, its filters and its token arrive from the
 * embedding page through powerbi-client's `/report/load` message.
 */
export const EMBED_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Report</title>
    <style>
      html, body { margin: 0; padding: 0; background: transparent; }
      body { font-family: system-ui, sans-serif; }
    </style>
    <script type="module" src="/sdk/report-host.js"></script>
  </head>
  <body>
    <tripsight-report-page></tripsight-report-page>
  </body>
</html>
`;

/** Where the embed page is served. */
export const EMBED_PAGE_PATH = '/reports-host/embed';
/** Where the embed page asks for a visual's rows (with the embed token as bearer). */
export const VISUAL_PATH = '/api/reports-host/visual';
