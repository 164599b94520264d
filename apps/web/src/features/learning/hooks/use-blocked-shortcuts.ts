import { useEffect } from 'react';

/** Ctrl (or ⌘) with these keys: save, view source, developer tools. */
const BLOCKED_CODES = new Set(['KeyS', 'KeyU', 'KeyI']);

/**
 * SPEC §4 Player: while the course page is open, the context menu and Ctrl+S, Ctrl+U, Ctrl+I
 * and Ctrl+Shift shortcuts do nothing (⌘ counts as Ctrl on a Mac). Leaving the page gives
 * them back.
 */
export function useBlockedShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      if (
        event.shiftKey ||
        BLOCKED_CODES.has(event.code) ||
        ['s', 'u', 'i'].includes(event.key.toLowerCase())
      ) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('keydown', onKeyDown, { capture: true });
    window.addEventListener('contextmenu', onContextMenu, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.removeEventListener('contextmenu', onContextMenu, { capture: true });
    };
  }, []);
}
