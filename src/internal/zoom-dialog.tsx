"use client";
import { useEffect, useRef, type ReactNode } from "react";

interface ZoomDialogProps {
  /** The dialog's accessible name, e.g. "Bar chart of weekly runs, full size". */
  readonly label: string;
  /** Called once the dialog has closed (Escape, Close, or a click on the backdrop). */
  readonly onClose: () => void;
  readonly slot: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog that shows something at full size: opened as it mounts (the browser's own modal
 * `<dialog>`, so focus is trapped and returns to the opener), closed by Escape, its Close button
 * or a click on the backdrop. Mount it while zoomed in, unmount it in `onClose`.
 *
 * @example
 * {zoomed && <ZoomDialog label="chart.png, full size" slot="image-part-dialog" onClose={() => setZoomed(false)}><img src={src} alt="" /></ZoomDialog>}
 */
export function ZoomDialog({ label, onClose, slot, children }: ZoomDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      data-slot={slot}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <button type="button" data-slot="zoom-dialog-close" onClick={() => dialog.current?.close()} autoFocus>
        Close
      </button>
      {children}
    </dialog>
  );
}
