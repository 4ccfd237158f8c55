/** The line under a POC or demo page's title. */
export const SAMPLE_NOTE = 'Sample data: the global filters, dates and currency do not change it.';
