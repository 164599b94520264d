import { PLAYER_CONTROLS_HIDE_MS } from '@academy/shared/limits';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * When the control bar shows (SPEC §4 Player): always while paused or failed; while playing,
 * after movement, a touch or a key until PLAYER_CONTROLS_HIDE_MS pass without any, and as long
 * as the keyboard is in the bar or one of its menus is open.
 */
export function useControlsVisibility() {
  const [idle, setIdle] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [qualityMenuOpen, setQualityMenuOpen] = useState(false);
  const [captionsMenuOpen, setCaptionsMenuOpen] = useState(false);
  const idleTimer = useRef<number | undefined>(undefined);
  const pointerType = useRef('mouse');
  /** Whether the controls were hidden when the current tap began: that tap only wakes them. */
  const hiddenAtPointerDown = useRef(false);

  /** Movement, a touch or a key: show the controls, and hide them again after 3 s. */
  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => setIdle(true), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  /** Playback stopped: the controls stay until it plays again. */
  const stay = useCallback(() => setIdle(false), []);

  /** Whether the controls show, given whether the video plays and whether it failed to load. */
  const shown = (playing: boolean, failed: boolean) =>
    !playing || !idle || keyboardInside || menuOpen || qualityMenuOpen || captionsMenuOpen || failed;

  return {
    wake,
    stay,
    shown,
    setMenuOpen,
    setQualityMenuOpen,
    setCaptionsMenuOpen,
    onPointerDown: (event: PointerEvent, visible: boolean) => {
      pointerType.current = event.pointerType;
      hiddenAtPointerDown.current = !visible;
      wake();
    },
    /** Whether a click on the picture plays or pauses: on a touch screen the first tap shows the controls. */
    clickPlays: () =>
      // The tap's pointerdown has already shown the controls, so ask how it found them.
      pointerType.current === 'mouse' || !hiddenAtPointerDown.current,
    /** For the control bar: a key's focus in it keeps the controls shown. */
    barFocus: {
      onFocus: (event: FocusEvent) => setKeyboardInside(event.target.matches(':focus-visible')),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
      },
    },
  };
}
