/** The question the Top carriers and Top routes cards answer (docs/rules/air.md#negotiated-fares-adoption), also the page's section heading. */
export const LOWEST_AVAILABLE_HEADING = 'How often was the negotiated fare the lowest available?';
