/** The question the Top carriers and Top routes cards answer (spec §2), also the page's section heading. */
export const LOWEST_AVAILABLE_HEADING = 'How often was the negotiated fare the lowest available?';
