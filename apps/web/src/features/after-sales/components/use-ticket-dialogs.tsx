import type { AfterSale } from '@lamplighter/contract';
import { useCallback, useState } from 'react';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { useAfterSaleWrites } from '../api/after-sales';
import { AssignTicketDialog } from './assign-ticket-dialog';
import { MoveTicketDialog, type TicketMove } from './move-ticket-dialog';
import { TicketFormModal, type TicketFormTarget } from './ticket-form-modal';
import type { TicketHandlers } from './use-ticket-actions';

/**
 * The dialogs a ticket screen opens (new or edit, assign, status move) and the delete with its
 * confirm; `onDeleted` follows a deletion, `onFormClosed` the form's closing, saved or not.
 */
export function useTicketDialogs({
  onDeleted,
  onFormClosed,
}: {
  onDeleted?: (ids: number[]) => void;
  onFormClosed?: () => void;
} = {}) {
  const confirmDeletion = useConfirmDelete();
  const { remove } = useAfterSaleWrites();
  const [form, setForm] = useState<TicketFormTarget>();
  const [assigning, setAssigning] = useState<AfterSale>();
  const [moving, setMoving] = useState<TicketMove>();

  const closeForm = () => {
    setForm(undefined);
    onFormClosed?.();
  };

  // Stable, so that a screen may open the form from an effect.
  const create = useCallback((deviceId?: number) => setForm({ deviceId }), []);
  const handlers: TicketHandlers & { create: typeof create } = {
    create,
    edit: (editing) => setForm({ editing }),
    assign: setAssigning,
    move: setMoving,
    remove: (ids) =>
      confirmDeletion(async () => {
        await remove.mutateAsync({ ids });
        onDeleted?.(ids);
      }),
  };

  const dialogs = (
    <>
      <TicketFormModal target={form} onClose={closeForm} onSaved={closeForm} />
      <AssignTicketDialog ticket={assigning} onClose={() => setAssigning(undefined)} />
      <MoveTicketDialog move={moving} onClose={() => setMoving(undefined)} />
    </>
  );
  return { handlers, dialogs };
}
