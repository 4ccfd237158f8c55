/** Sign-in: claims, the built-in OpenID Connect sign-in (loaded lazily), the return address. */
export {
  allowExportClaim,
  claimsFromProfile,
  claimsFromToken,
  decodeJwtPayload,
  DEMO_CUSTOMER_ID,
  listClaim,
  userFromProfile,
} from './claims.js';
export { createOidcSignIn, sharedOidcSignIn, signInErrorMessage, userClaims } from './oidc-sign-in.js';
export {
  DEFAULT_RETURN_ADDRESS,
  memoryStore,
  rememberReturnAddress,
  RETURN_ADDRESS_KEY,
  safeReturnPath,
  takeReturnAddress,
} from './return-address.js';
export type { RawClaims } from './claims.js';
export type { OidcSignIn, OidcSignInOptions, SignedInUser, UserManagerLike } from './oidc-sign-in.js';
export type { ReturnAddressStore } from './return-address.js';
