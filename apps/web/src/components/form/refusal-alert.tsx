/** A refusal about the form as a whole (useRefusal's `onForm`), above its button until the next submit. */
export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl bg-danger-soft p-4 text-sm text-ink">
      {message}
    </p>
  );
}
