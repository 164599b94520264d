import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A combobox's keyboard and popup state: whether the suggestions show and which one the arrows
 * moved to. Arrow Up and Down move, Enter chooses, Escape closes (and, closed, clears the box).
 * With `multiple` the list stays open after a choice.
 */
export function useComboboxKeys<T>({
  items,
  stale,
  multiple,
  query,
  onQueryChange,
  onChoose,
}: {
  items: T[];
  stale: boolean;
  multiple: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (option: T) => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const activeIndex = active < items.length ? active : -1;

  // The option moved to with the arrows stays in sight in the scrolling list.
  useEffect(() => {
    if (open && activeIndex >= 0) list.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  const choose = (option: T) => {
    onChoose(option);
    if (!multiple) {
      setOpen(false);
      setActive(-1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (items.length) setActive((activeIndex + 1) % items.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (items.length) setActive(activeIndex <= 0 ? items.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const option = open && !stale ? items[activeIndex] : undefined;
        // Enter in the box never submits the form around it: it chooses, or does nothing.
        event.preventDefault();
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          onQueryChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return { open, setOpen, activeIndex, setActive, list, choose, onKeyDown };
}
