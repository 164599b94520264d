import { FormAlert } from './fields';

/**
 * After a refused submit, an editor's fields still in the way, by their labels: a long form's
 * red fields may be out of sight where the admin pressed Submit.
 */
export function FixFieldsAlert({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <div className="mt-6">
      <FormAlert>Please fix the fields marked in red: {labels.join(', ')}.</FormAlert>
    </div>
  );
}
