import { useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

/*
 * Asks once more before something that cannot be undone (cancel a subscription or an appointment,
 * delete a kept prescription). Keeping is the first button and Escape keeps too; the confirming
 * button shows it is busy while `onConfirm` runs, and the dialog closes when it has succeeded. When
 * it fails the dialog stays open, so the page's own message about the failure is seen beside it.
 */

/** Props of `ConfirmDialog`: the button that opens it, its texts and what confirming does. */
export type ConfirmDialogProps = {
  /**
   * The button that opens the dialog (rendered as the trigger, `asChild`). Without one the page
   * opens it through `open` (a question asked when the shopper presses Escape elsewhere).
   */
  trigger?: ReactNode;
  /** Controlled opening, with `onOpenChange`; left out, the trigger opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that keeps things as they are ("Behalten", "Conserver"). */
  keepLabel: string;
  /** Accessible name of the close button ("Schließen"). */
  closeLabel: string;
  /** Runs the action; the dialog closes once its promise resolves and stays open when it rejects. */
  onConfirm: () => Promise<unknown>;
};

export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  keepLabel,
  closeLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The page tells what went wrong; the dialog stays for another try or to keep.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent closeLabel={closeLabel} data-slot="confirm-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <Button loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
