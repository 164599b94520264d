import type { TaxDocumentLink } from '@academy/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';

export type TaxDocumentKind = 'invoice' | 'credit-note';

/** The name the server gives the file: 'Invoice-KDA-26-27-00001.pdf' (no slashes). */
export const taxDocumentFilename = (kind: TaxDocumentKind, number: string) =>
  `${kind === 'invoice' ? 'Invoice' : 'Credit-note'}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/**
 * The PDF of an order's tax invoice or credit note. Its link (`/api/orders/{id}/invoice`) needs
 * the session's Bearer token, so it is fetched, not opened.
 */
export const getTaxDocument = (link: TaxDocumentLink) => api.blob(link.url.replace(/^\/api(?=\/)/, ''));

/** Saves the invoice or credit note; which one is downloading, for its button's spinner. */
export function useDownloadTaxDocument() {
  const mutation = useMutation({
    mutationFn: ({ link }: { kind: TaxDocumentKind; link: TaxDocumentLink }) => getTaxDocument(link),
    onSuccess: (blob, { kind, link }) => saveBlob(blob, taxDocumentFilename(kind, link.number)),
    onError: (error) => notify.error(errorMessage(error)),
  });
  return {
    download: (kind: TaxDocumentKind, link: TaxDocumentLink) => mutation.mutate({ kind, link }),
    pendingKind: mutation.isPending ? mutation.variables.kind : undefined,
  };
}
