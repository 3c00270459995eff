import { useCallback, useRef, useState } from 'react';

/**
 * An antd overlay (Popover, Dropdown) mounted on its first opening rather than with the page,
 * its code a chunk of its own. Closed, its trigger still measures itself and sets its state
 * while the page mounts, and an update in the mounting commit makes React run every effect of
 * the page in that commit's task: the first load's longest task. The overlay draws its
 * trigger anew, so the trigger takes the focus back when it had it.
 */
export function useOverlayOnDemand<Trigger extends HTMLElement>() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const node = useRef<Trigger | null>(null);
  const hadFocus = useRef(false);

  const trigger = useCallback((element: Trigger | null) => {
    if (element && hadFocus.current && element !== node.current) element.focus();
    node.current = element;
  }, []);

  return {
    mounted,
    open,
    setOpen,
    /** The trigger's ref: drawn anew, it takes the focus back. */
    trigger,
    /** The trigger's click until the overlay is mounted: mounts it open. */
    openFirst: () => {
      hadFocus.current = node.current !== null && document.activeElement === node.current;
      setMounted(true);
      setOpen(true);
    },
  };
}
