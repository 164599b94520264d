import { useRef, useState } from 'react';

/**
 * The list of common passwords, fetched the first time a new password is being typed: it is
 * too big for the first load of a page where most visitors only sign in.
 */
export function useCommonPasswords() {
  const [list, setList] = useState<ReadonlySet<string>>();
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    import('@academy/shared/common-passwords')
      .then((module) => setList(module.COMMON_PASSWORDS))
      // Offline: the other rules still apply here, and the server checks this one anyway.
      .catch(() => (requested.current = false));
  };
  return { list, load };
}
