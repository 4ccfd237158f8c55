import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type Provider from 'oidc-provider';
import { DEMO_USER_KEYS, DEMO_USERS, type DemoUserKey } from './demo-users.js';
import { errorPage, signInPage } from './pages.js';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(html);
}

const EXPIRED =
  'This sign-in attempt has expired or was already used. Go back to Tripsight and sign in again.';

/**
 * The provider's interaction pages under `{mountPath}/interaction/:uid`: the sign-in page listing
 * the demo users, and the form post that signs one of them in. Consent is granted automatically.
 */
export async function registerInteractions(
  app: FastifyInstance,
  provider: Provider,
  mountPath: string,
  helmet: RouteShorthandOptions['helmet'],
): Promise<void> {
  await app.register(async (scope) => {
    // Plain HTML forms post application/x-www-form-urlencoded.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { uid: string } }>(
      `${mountPath}/interaction/:uid`,
      { helmet },
      async (request, reply) => {
        let details;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return sendHtml(reply, 400, errorPage('Sign-in expired', EXPIRED));
        }
        if (details.uid !== request.params.uid) {
          return sendHtml(reply, 400, errorPage('Sign-in expired', EXPIRED));
        }
        if (details.prompt.name === 'login') {
          return sendHtml(reply, 200, signInPage(`${mountPath}/interaction/${details.uid}/login`));
        }
        // Any other prompt (consent) is answered for the user: the provider serves only Tripsight.
        return finish(request, reply, { consent: { grantId: await grantAll(details) } });
      },
    );

    scope.post<{ Params: { uid: string }; Body: { user: DemoUserKey } }>(
      `${mountPath}/interaction/:uid/login`,
      {
        helmet,
        schema: {
          body: {
            type: 'object',
            properties: { user: { type: 'string', enum: DEMO_USER_KEYS } },
            required: ['user'],
          },
        },
        // A browser posted this form: a bad choice gets the sign-in error page, not a JSON 400.
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) {
          const body = request.body as { user?: unknown } | undefined;
          return sendHtml(
            reply,
            400,
            errorPage(
              'Sign-in error',
              `Unknown demo user "${String(body?.user ?? '')}"; choose one on the sign-in page.`,
            ),
          );
        }
        const key = request.body.user;
        let details;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return sendHtml(reply, 400, errorPage('Sign-in expired', EXPIRED));
        }
        if (details.uid !== request.params.uid || details.prompt.name !== 'login') {
          return sendHtml(reply, 400, errorPage('Sign-in expired', EXPIRED));
        }
        return finish(request, reply, { login: { accountId: DEMO_USERS[key].claims.sub } });
      },
    );
  });

  /** Grants whatever the consent prompt found missing and returns the grant id. */
  async function grantAll(details: Awaited<ReturnType<Provider['interactionDetails']>>) {
    const { prompt, params, session, grantId } = details;
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionFinished']>[2],
  ) {
    reply.hijack();
    try {
      await provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: true,
      });
    } catch {
      reply.raw.statusCode = 400;
      reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
      reply.raw.end(errorPage('Sign-in expired', EXPIRED));
    }
  }
}
