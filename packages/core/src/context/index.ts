/** The context protocol: how elements find their bus (context-request) and the page default bus. */
export * from './context-protocol.js';
