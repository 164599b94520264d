import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing' | 'id'> & {
  /** Whether the password reads as text. The form holds it: a confirmation field follows it too. */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
};

/**
 * A password field with the eye that shows or hides what was typed (sign in, sign up, a new
 * password from a reset link, and the gift claim's sign-up). The eye names the field it controls.
 */
export function PasswordField({ shown, onShownChange, ...field }: PasswordFieldProps) {
  const id = useId();
  const t = useT();
  return (
    <TextField
      {...field}
      id={id}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink"
          onClick={() => onShownChange(!shown)}
          aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}
          aria-controls={id}
        >
          {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </button>
      }
    />
  );
}
