import { useState } from 'react';
import { namedField } from '@/lib/named-field';

/** A field's problem as a form's rules give it: none is `undefined`, `null` or `''`. */
type Problem = string | null | undefined;

type Options<Field extends string> = {
  /** Every field, in the order focus looks for the first one in error. */
  fields: readonly Field[];
  /** Takes the user to a field: by default the form control of that name. */
  focus?: (field: Field) => void;
};

const focusNamed = (field: string) => document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

/**
 * The state every form with its own rules keeps beside its values: which fields were left,
 * whether a submit was tried, and the messages the server placed on fields. A rule's problem
 * shows once its field was left or a submit was tried, so nobody is told off while still typing
 * for the first time; a server message shows until its field is changed. A failed submit takes
 * focus to the first field in error, and so does a refusal that names a field.
 */
export function useForm<Field extends string>({ fields, focus = focusNamed }: Options<Field>) {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const placeServerError = (field: Field, message: string) => {
    setServerErrors({ [field]: message } as Partial<Record<Field, string>>);
    focus(field);
  };

  return {
    /** True once a submit was tried (until `reset`): every problem shows. */
    attempted,
    /** The server's message on `field`, while it stands. */
    serverError: (field: Field): string | undefined => serverErrors[field],
    /** The message to show under `field`: the server's, else the rule's once it is due. */
    errorFor: (field: Field, problem: Problem): string | undefined =>
      serverErrors[field] ?? ((touched[field] || attempted) && problem ? problem : undefined),
    /** The field was left: its problem shows from now on. */
    touch: (field: Field) =>
      setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    /** Show every problem without a submit (a checkout held back by these fields, say). */
    showAll: () => setAttempted(true),
    /**
     * The user changed these fields: the server's messages on them go. True when one was
     * showing, for a form that shows the refusal elsewhere too and clears that with it.
     */
    changed: (...changedFields: Field[]): boolean => {
      if (!changedFields.some((field) => serverErrors[field] !== undefined)) return false;
      setServerErrors((current) => {
        const rest = { ...current };
        for (const field of changedFields) delete rest[field];
        return rest;
      });
      return true;
    },
    /** Takes the user to the first field with a problem, if any; true when it found one. */
    focusFirst: (problems: Partial<Record<Field, Problem>>): boolean => {
      const first = fields.find((field) => problems[field]);
      if (first !== undefined) focus(first);
      return first !== undefined;
    },
    /**
     * A submit: true when nothing is wrong, and the server's earlier messages go. Otherwise every
     * problem shows and focus goes to the first field in error.
     */
    attempt: (problems: Partial<Record<Field, Problem>>): boolean => {
      setAttempted(true);
      const first = fields.find((field) => problems[field]);
      if (first !== undefined) {
        focus(first);
        return false;
      }
      setServerErrors({});
      return true;
    },
    /**
     * A refused submit: the server's message goes under the field it names (ApiError.field), which
     * gets focus; answers what it placed, or null when the refusal names none of the fields.
     */
    refused: (error: unknown) => {
      const named = namedField(error, fields);
      if (named) placeServerError(named.field, named.message);
      else setServerErrors({});
      return named;
    },
    /** A message the server gave about `field` without naming it, placed and focused the same way. */
    placeServerError,
    /** A new submit is on its way: the server's earlier messages go. */
    clearServerErrors: () => setServerErrors({}),
    /** A fresh form after a success: nothing left, tried or refused. */
    reset: () => {
      setTouched({});
      setAttempted(false);
      setServerErrors({});
    },
  };
}
