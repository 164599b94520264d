import { type FocusEvent, type FormEvent, useRef, useState } from 'react';

/** What a field says when the browser finds it empty, or not an email address. */
export type FieldMessages = { valueMissing: string; typeMismatch?: string };

type Control = HTMLInputElement | HTMLTextAreaElement;

const isControl = (target: EventTarget): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Inline errors for a form that keeps the browser's own checks (required, type="email"): the
 * rules stay exactly those the markup declares, and this only shows them in the page, under each
 * field, instead of the browser's bubble. A field is checked when it is left with something typed
 * in it, again as it is corrected, and every field when the form is submitted; focus then goes
 * to the first field that needs attention.
 */
export function useFieldErrors<Name extends string>(messages: Record<Name, FieldMessages>) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const focusedInThisSubmit = useRef(false);

  const nameOf = (target: EventTarget): Name | null =>
    isControl(target) && Object.hasOwn(messages, target.name) ? (target.name as Name) : null;

  const check = (control: Control, name: Name) => {
    const { validity } = control;
    const message = validity.valid
      ? undefined
      : validity.valueMissing
        ? messages[name].valueMissing
        : validity.typeMismatch
          ? (messages[name].typeMismatch ?? control.validationMessage)
          : control.validationMessage;
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  };

  const formProps = {
    onInvalidCapture: (event: FormEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (!name || !isControl(event.target)) return;
      // The message shows under the field; the browser's bubble would say it twice.
      event.preventDefault();
      check(event.target, name);
      if (!focusedInThisSubmit.current) {
        focusedInThisSubmit.current = true;
        event.target.focus();
        // The browser checks every field in one go: the next submit starts over.
        setTimeout(() => (focusedInThisSubmit.current = false), 0);
      }
    },
    onBlurCapture: (event: FocusEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (!name || !isControl(event.target)) return;
      // Leaving a field empty is not an error yet (the student may come back to it); a wrong
      // value is. Not when the field is left for the submit button: the submit checks it anyway,
      // and a message appearing now would move the button away from under the finger.
      const leavingFor = event.relatedTarget;
      if (leavingFor instanceof HTMLButtonElement && leavingFor.type === 'submit') return;
      if (event.target.type !== 'radio' && event.target.value !== '') check(event.target, name);
    },
    onChangeCapture: (event: FormEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (name && isControl(event.target) && errors[name] !== undefined) check(event.target, name);
    },
  };

  return { errors, formProps, clearErrors: () => setErrors({}) };
}
