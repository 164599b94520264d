import { createContext, useContext } from 'react';
import type { ResolvedMeta } from './page-meta';

/** Where a server render reports what it learns about its page (entry-server.tsx reads it). */
export type ServerRenderReport = {
  meta(meta: ResolvedMeta): void;
  status(status: number): void;
};

/** Present only while the server renders a page; null in the browser. */
export const ServerRenderContext = createContext<ServerRenderReport | null>(null);

/** Where visitors reach the store (PUBLIC_URL): the base of canonical and share URLs. */
export const PublicUrlContext = createContext('');

/** Sets the HTTP status of the page being server-rendered ('Page Not Found': 404). */
export function useHttpStatus(status: number): void {
  useContext(ServerRenderContext)?.status(status);
}
