import type { Language } from '@academy/shared/languages';
import type { ComponentType } from 'react';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadLegalDocument, useLegalDocument } from '@/features/legal/content/documents';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function PrivacyPolicyRoute() {
  const document = useLegalDocument('privacyPolicy');
  useDocumentMeta({ title: document.title, description: document.description, type: 'article' });
  return <LegalPage document={document} path={paths.privacyPolicy} />;
}

/** The page with its text in `language` (its chunk's loader in route-modules.tsx). */
export const loadPrivacyPolicyRoute = (language: Language): Promise<ComponentType> =>
  loadLegalDocument('privacyPolicy', language).then(() => PrivacyPolicyRoute);
