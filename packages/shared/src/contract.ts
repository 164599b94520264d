import type { AdminContract } from './contract-admin';
import type { AccountContract } from './contract-account';
import type { CommunityContract } from './contract-community';
import type { GiftContract } from './contract-gifts';
import type { OfflineContract } from './contract-offline';
import type { StorefrontContract } from './contract-storefront';

/**
 * The API as the web app calls it: each endpoint, `METHOD /path` with the path as the server's
 * route declares it (under `/api`), mapped to the types of its answer (`response`), its JSON
 * body (`body`) and its query (`query`), each written as `z.output`/`z.input` of the very shared
 * schema the route validates with. Types only: `import type` of it adds nothing to a bundle.
 * apps/server/test/app/contract.test.ts proves that each endpoint is a route of the server and
 * answers with that schema.
 *
 * To add an endpoint: give its route shared schemas (none defined inline in the route file),
 * add its line to contract-storefront.ts, contract-account.ts (signing in, the account),
 * contract-community.ts (reviews, projects), contract-gifts.ts, contract-offline.ts (lectures
 * saved for offline) or contract-admin.ts, and name its response schema in
 * apps/server/test/app/contract-schemas.ts, which does not compile until it is named there.
 */
export type ApiContract = StorefrontContract &
  AccountContract &
  CommunityContract &
  GiftContract &
  OfflineContract &
  AdminContract;

export type Endpoint = keyof ApiContract;
