/** Sign-in: claims, the built-in OpenID Connect sign-in (loaded lazily), the return address. */
export * from './claims.js';
export * from './oidc-sign-in.js';
export * from './return-address.js';
