/** The context protocol: how elements find their bus (context-request) and the page default bus. */
export {
  busContext,
  ContextProviderEvent,
  ContextRequestEvent,
  defaultBus,
  notifyBusChanged,
  provideBus,
  requestBus,
} from './context-protocol.js';
export type { BusCallback } from './context-protocol.js';
