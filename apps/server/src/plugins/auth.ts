import type { Role } from '@academy/shared/auth';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors';
import { isSuccessfulWrite } from '../lib/writes';
import type { TokenService } from '../modules/auth/tokens';
import type { CallerAccounts } from '../modules/users/caller-accounts';

/** Who may call a route: anyone, any signed-in account, or admins only. */
export type Access = 'public' | 'user' | 'admin';

export type Caller = { id: string; role: Role; name: string; email: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    callerAccounts: CallerAccounts;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Every `/api` route must say who may call it (`config.access`); the app refuses to start
 * otherwise. The caller is resolved from the Bearer token against its account as the database
 * holds it (read, or kept until the database says it changed: decision 036), so a role change or
 * a logout takes effect on the next request.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; callerAccounts: CallerAccounts }) => {
    app.decorate('tokens', options.tokens);
    app.decorate('callerAccounts', options.callerAccounts);
    app.decorateRequest('caller', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const access = route.config?.access;
      if (access !== 'public' && access !== 'user' && access !== 'admin') {
        throw new Error(`Route ${route.method.toString()} ${route.url} does not declare config.access`);
      }
    });

    // A write that changed an account (a sign-out everywhere, a new password, a role) answers
    // only once this instance has taken the change: the writer's next request sees it.
    app.addHook('onSend', async (request, reply) => {
      if (isSuccessfulWrite(request, reply)) await options.callerAccounts.settle();
    });

    app.addHook('onRequest', async (request) => {
      const access: Access = request.routeOptions.config.access ?? 'public';
      const token = bearerToken(request);
      if (token) {
        const claims = await app.tokens.verify(token);
        const user = claims ? await options.callerAccounts.find(claims.userId) : undefined;
        if (user && claims && user.tokenVersion === claims.tokenVersion) {
          request.caller = { id: user.id, role: user.role, name: user.name, email: user.email };
        } else if (access !== 'public') {
          throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
        }
      }
      if (access === 'public') return;
      if (!request.caller) throw new UnauthenticatedError(SERVER_MESSAGES.authRequired);
      if (access === 'admin' && request.caller.role !== 'admin') {
        throw new ForbiddenError(SERVER_MESSAGES.adminOnly);
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in caller of a route declared `user` or `admin`. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthenticatedError(SERVER_MESSAGES.authRequired);
  return request.caller;
}

/** A `userId` from a path or body must be the caller's own, unless the caller is an admin. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string): Caller {
  const caller = requireCaller(request);
  if (caller.role !== 'admin' && caller.id !== userId) {
    throw new ForbiddenError(SERVER_MESSAGES.notYourAccount);
  }
  return caller;
}
