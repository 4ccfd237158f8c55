import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { demoUserBySubject, type TripsightClaims } from './demo-users.js';
import { memoryAdapterFactory } from './memory-adapter.js';
import { errorPage, signedOutPage, signOutPage } from './pages.js';
import { isDevPostLogoutUri, isDevRedirectUri, registeredRedirects } from './client-redirects.js';
import type { SigningJwk } from './signing-key.js';

/** Client id of the portal and of every SDK host page. */
export const PORTAL_CLIENT_ID = 'tripsight-portal';

/** Scope the API's access tokens carry. */
const API_SCOPE = 'analytics';

const PROFILE_CLAIMS = [
  'name',
  'picture',
  'tmc',
  'customer_id',
  'entitled_tabs',
  'allow_export_reports',
  'default_clients',
] as const;

export interface DevProviderOptions {
  /** `{publicUrl}/oidc`. */
  issuer: string;
  publicUrl: string;
  /** Audience of the JWT access tokens (config.oidcAudience). */
  audience: string;
  signingKey: SigningJwk;
  /** Access token lifetime in seconds. */
  accessTokenTtl?: number;
}

/**
 * The resource indicator (RFC 8707, an absolute URI) of the API: the audience itself when it is a
 * URI, otherwise `{publicUrl}/api`. Access tokens for it carry the configured audience either way.
 */
function apiResourceIndicator(publicUrl: string, audience: string): string {
  return URL.canParse(audience) ? audience : `${publicUrl}/api`;
}

function claimsOf(sub: string): TripsightClaims | undefined {
  return demoUserBySubject(sub)?.claims;
}

/**
 * Grants every requested scope and claim to the portal client, so the user is never asked for
 * consent: the development provider only serves Tripsight's own client.
 */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const { client, session } = oidc;
  if (!client || !session?.accountId) return undefined;
  const existingId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  const grant =
    existing && existing.accountId === session.accountId
      ? existing
      : new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(oidc.requestParamScopes ? [...oidc.requestParamScopes].join(' ') : 'openid');
  grant.addOIDCClaims(['sub', 'email', ...PROFILE_CLAIMS]);
  for (const resource of Object.keys(oidc.resourceServers ?? {})) {
    grant.addResourceScope(resource, API_SCOPE);
  }
  await grant.save();
  return grant;
}

/** The development OpenID provider: demo users, authorization code + PKCE, JWT access tokens. */
export function createDevProvider(options: DevProviderOptions): Provider {
  const { issuer, publicUrl, audience, signingKey } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const { redirectUris, postLogoutRedirectUris } = registeredRedirects(publicUrl);
  // Cookie keys follow the persisted signing key, so sign-in sessions survive a restart's cookies.
  const cookieKey = createHash('sha256').update(`tripsight-cookies:${signingKey.d}`).digest('hex');
  const accessTokenTTL = options.accessTokenTtl ?? 3600;
  const resource = apiResourceIndicator(publicUrl, audience);

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Tripsight',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'], profile: [...PROFILE_CLAIMS], email: ['email'] },
    // oidc-client-ts reads the profile from the ID token; put the claims there, not only in userinfo.
    conformIdTokenClaims: false,
    clientBasedCORS: () => true,
    async findAccount(_ctx, sub) {
      const claims = claimsOf(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ ...claims }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const claims = claimsOf(token.accountId);
      if (!claims) return undefined;
      const { sub: _sub, ...rest } = claims;
      return rest;
    },
    // Refresh tokens let oidc-client-ts renew silently without a hidden frame.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: autoGrant,
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== resource) {
            throw new errors.InvalidTarget(`unknown resource ${resourceIndicator}`);
          }
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in error', out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: accessTokenTTL,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a reverse proxy, trust X-Forwarded-Proto/Host when building endpoint URLs.
  provider.proxy = true;

  // Local development: any loopback port of the portal, the plain-HTML example or a Vite dev server.
  const ClientPrototype = provider.Client.prototype;
  const registeredRedirect = ClientPrototype.redirectUriAllowed;
  const registeredPostLogout = ClientPrototype.postLogoutRedirectUriAllowed;
  ClientPrototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return registeredRedirect.call(this, value) || isDevRedirectUri(value);
  };
  ClientPrototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value: string) {
    return registeredPostLogout.call(this, value) || isDevPostLogoutUri(value);
  };
  return provider;
}

/** Lets the provider's Koa app answer a raw request that arrived under `mountPath`. */
export function stripMountPath(req: IncomingMessage & { originalUrl?: string }, mountPath: string) {
  const url = req.url ?? '/';
  req.originalUrl = url;
  req.url = url.slice(mountPath.length) || '/';
}
