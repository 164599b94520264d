import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { namedField } from '@/lib/named-field';

type Refusal<Field extends string> = { field: Field | null; message: string };

/**
 * What the server said when it refused a form's submit, kept in the page (issue 28: errors stay
 * where the eye is, beside the toast that goes): under the field it names, which gets focus, until
 * that field is changed; or, naming none, as a message above the form's button until the next
 * submit. For the forms that keep their own rules rather than useForm's.
 */
export function useRefusal<Field extends string>(
  fields: readonly Field[],
  focus: (field: Field) => void = (field) =>
    document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus(),
) {
  const [refusal, setRefusal] = useState<Refusal<Field> | null>(null);
  return {
    /** The server's message on `field`, while it stands. */
    onField: (field: Field): string | undefined => (refusal?.field === field ? refusal.message : undefined),
    /** The server's message about the form as a whole, if that is what it refused. */
    onForm: refusal?.field === null ? refusal.message : null,
    /** A refused submit: placed, and answered, as the message a toast may show too. */
    refused(error: unknown, fallback: string): string {
      const named = namedField(error, fields);
      const message = named?.message ?? errorMessage(error, fallback);
      setRefusal(message ? { field: named?.field ?? null, message } : null);
      if (named) focus(named.field);
      return message;
    },
    /** The user changed `field`: the server's message on it goes. */
    changed: (field: Field) => setRefusal((current) => (current?.field === field ? null : current)),
    /** A new submit is on its way. */
    clear: () => setRefusal(null),
  };
}
