import {
  ACCOUNT_STATUS_MESSAGES,
  accountIdParamSchema,
  accountStatusResponseSchema,
} from '@academy/shared/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { setAccountDisabled } from './changes';
import { toListedUser } from './list';

/** Admin → Students (issue 26): disabling an account signs it out and refuses its sign-in. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: { params: accountIdParamSchema, response: { 200: accountStatusResponseSchema } },
      },
      async (request) => {
        const user = await setAccountDisabled(app.db, requireCaller(request), request.params.id, disabled);
        const message = disabled ? ACCOUNT_STATUS_MESSAGES.disabledDone : ACCOUNT_STATUS_MESSAGES.enabledDone;
        return { success: true as const, message: message(user.name), data: { user: toListedUser(user) } };
      },
    );
  }
};
