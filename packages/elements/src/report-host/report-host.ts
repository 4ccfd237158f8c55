// The script of the reference report service's embed page (served as /sdk/report-host.js).
import { hostChannel } from './host-messages.js';
import { defineReportPage } from './report-page-element.js';

// Listen before the page's code loads: powerbi-client sends /report/load when the frame has loaded.
if (window.parent !== window) hostChannel();
defineReportPage();
