/**
 * The ids of the published emission methods, the default first: the `method` parameter of the
 * emissions views (the methods' factors live in core's `emissions`).
 */
export const EMISSION_METHOD_IDS = ['desnz-2024-rf', 'ademe-2018'] as const;
export type EmissionMethodId = (typeof EMISSION_METHOD_IDS)[number];
