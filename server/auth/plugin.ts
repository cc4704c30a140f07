import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { actAs } from '../services/writer/actor';
import { bearerApiKey } from './api-keys';
import { loadPrincipal, type Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook of protected routes: 401 without a valid token of an active user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Issues an access token for a user under the user's current token version. */
    issueAccessToken: (userId: string, tokenVersion: number) => string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; typ: 'access'; ver: number };
    user: { sub: string; typ: 'access'; ver: number };
  }
}

export interface AuthOptions {
  db: Database;
  secretKey: string;
  accessTokenMinutes: number;
}

/**
 * The principal of a request's bearer token, or null when there is no valid one. The user row
 * is read on every request (one indexed query, no cache), so a token whose version is older
 * than the user's (password changed or reset, user deactivated) is refused at once by every
 * server process: revocation has no delay to bound.
 */
export async function principalOfRequest(
  request: FastifyRequest,
  db: Database,
): Promise<Principal | null> {
  if (!request.headers.authorization) return null;
  try {
    return await principalOfPayload(db, await request.jwtVerify<TokenPayload>());
  } catch {
    return null;
  }
}

interface TokenPayload {
  sub?: unknown;
  typ?: unknown;
  ver?: unknown;
}

async function principalOfPayload(db: Database, payload: TokenPayload): Promise<Principal | null> {
  if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
  const principal = await loadPrincipal(db, payload.sub);
  // Tokens from before versions existed carry none: they count as version 0.
  const version = payload.ver ?? 0;
  if (!principal || version !== principal.tokenVersion) return null;
  return principal;
}

/**
 * The principal of a bare access token (a push socket's first message), or null when it is
 * not a valid token of an active user under the user's current token version.
 */
export async function principalOfToken(
  app: FastifyInstance,
  db: Database,
  token: string,
): Promise<Principal | null> {
  try {
    return await principalOfPayload(db, app.jwt.verify<TokenPayload>(token));
  } catch {
    return null;
  }
}

export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyJwt, {
      secret: options.secretKey,
      sign: { algorithm: 'HS256', expiresIn: `${options.accessTokenMinutes}m` },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('principal', null);
    app.decorateRequest('apiKey', null);
    app.decorate('issueAccessToken', (userId: string, tokenVersion: number) =>
      app.jwt.sign({ sub: userId, typ: 'access', ver: tokenVersion }),
    );
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw new AppError('NOT_AUTHENTICATED');
      // A key works only where a route names its scope (`auth/api-keys.ts`).
      if (bearerApiKey(request)) throw new AppError('API_KEY_NOT_HERE');
      const principal = await principalOfRequest(request, options.db);
      if (!principal) throw new AppError('INVALID_TOKEN');
      request.principal = principal;
      actAs(principal.userId);
    });
  },
  // A name of its own: fastify-plugin would otherwise take one from a stack trace, which maps
  // the whole bundle's source map at start.
  { name: 'pricelist-auth' },
);

/** The principal of a protected route (after `app.authenticate`). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('NOT_AUTHENTICATED');
  return request.principal;
}
