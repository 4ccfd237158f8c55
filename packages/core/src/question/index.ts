/** The question screen: plain-language questions read into analytics queries. */
export {};
