/** Fired (not bubbling) on an element when it is attached, so its React tree can find its provider. */
export const CONNECTED_EVENT = 'tripsight-connected';
