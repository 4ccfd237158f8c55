/**
 * The catalogue tab of the alerts page; the alert and digest endpoints are open to users entitled to
 * it. A module of its own, so the catalogue (which every page loads) carries the name alone.
 */
export const ALERTS_TAB = 'AlertsAndDigests';
