import { jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../errors.js';

/** The audience of the reference report service's embed tokens (never accepted by the API). */
const AUDIENCE = 'tripsight-report-host';

/** What an embed token lets its bearer do: read one report's visuals for one user of one TMC. */
export interface EmbedClaims {
  reportId: string;
  tmc: string;
  subject: string;
}

/** Signs and checks the reference report service's embed tokens (HS256, short-lived). */
export interface EmbedTokens {
  issue(claims: EmbedClaims): Promise<{ accessToken: string; expiration: string }>;
  /** The claims of a valid token; 401 INVALID_TOKEN / TOKEN_EXPIRED otherwise. */
  verify(token: string): Promise<EmbedClaims>;
}

/**
 * Embed tokens signed with `secret`, valid for `ttlSeconds`, issued by `issuer` (the service's public
 * URL). They are scoped to the report, the user's TMC and the user: the visual route reads only what
 * they name.
 */
export function embedTokens(secret: Uint8Array, ttlSeconds: number, issuer: string): EmbedTokens {
  return {
    async issue({ reportId, tmc, subject }) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const accessToken = await new SignJWT({ rid: reportId, tmc })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(secret);
      return { accessToken, expiration: new Date(expires * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const { rid, tmc, sub } = payload;
        if (typeof rid !== 'string' || typeof tmc !== 'string' || typeof sub !== 'string') {
          throw new Error('claims missing');
        }
        return { reportId: rid, tmc, subject: sub };
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw new HttpError(
          401,
          expired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN',
          expired ? 'The embed token has expired' : 'The embed token is not valid',
        );
      }
    },
  };
}
