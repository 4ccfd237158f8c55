export { buildApp } from './app.js';
export { loadConfig } from './config.js';
export { HttpError, badRequest } from './errors.js';
export { startServer } from './start.js';
export { signInAsDemoUser } from './auth/dev-sign-in-client.js';
export type { AppContext, Principal } from './app-context.js';
export type { RunningServer } from './start.js';
export type { SignInResult } from './auth/dev-sign-in-client.js';
export type { ServerConfig } from './config.js';
