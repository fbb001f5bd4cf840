import { useState, type ComponentType } from 'react';

/**
 * A dialog that starts afresh every time it opens: the wrapped component is mounted anew (a new React key) on
 * each change of `open` from closed to open, so its form and every piece of its state start from their defaults
 * (or from the item it edits), whether it was last closed by 'Cancelar', by a successful save or by Escape.
 * The key changes on opening, not on closing, so a closing dialog keeps what it shows.
 */
export function freshOnOpen<P extends { open: boolean }>(Dialog: ComponentType<P>): ComponentType<P> {
  function FreshDialog(props: P) {
    const [openings, setOpenings] = useState(props.open ? 1 : 0);
    const [wasOpen, setWasOpen] = useState(props.open);
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setOpenings(openings + 1);
    }
    return <Dialog key={openings} {...props} />;
  }
  FreshDialog.displayName = `FreshOnOpen(${Dialog.displayName ?? Dialog.name})`;
  return FreshDialog;
}
