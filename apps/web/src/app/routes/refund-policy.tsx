import type { Language } from '@academy/shared/languages';
import type { ComponentType } from 'react';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadLegalDocument, useLegalDocument } from '@/features/legal/content/documents';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function RefundPolicyRoute() {
  const document = useLegalDocument('refundPolicy');
  useDocumentMeta({ title: document.title, description: document.description, type: 'article' });
  return <LegalPage document={document} path={paths.refundPolicy} />;
}

/** The page with its text in `language` (its chunk's loader in route-modules.tsx). */
export const loadRefundPolicyRoute = (language: Language): Promise<ComponentType> =>
  loadLegalDocument('refundPolicy', language).then(() => RefundPolicyRoute);
