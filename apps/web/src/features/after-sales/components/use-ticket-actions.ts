import { type AfterSale, afterSaleTransitions } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import type { RowAction } from '../../../shared/table/row-actions';
import type { TicketMove } from './move-ticket-dialog';

/** What the actions do: each opens its dialog, or asks before deleting. */
export interface TicketHandlers {
  edit: (ticket: AfterSale) => void;
  assign: (ticket: AfterSale) => void;
  move: (move: TicketMove) => void;
  remove: (ids: number[]) => void;
}

/**
 * The actions the user may take on a ticket: edit and assign while it is open, the moves its status
 * allows, delete; each only with its permission.
 */
export function useTicketActions(handlers: TicketHandlers): (ticket: AfterSale) => RowAction[] {
  const { t } = useTranslation();
  const mayUpdate = usePermission('aftersale:update');
  const mayAssign = usePermission('aftersale:assign');
  const mayHandle = usePermission('aftersale:handle');
  const mayDelete = usePermission('aftersale:delete');
  return (ticket) => {
    const moves = afterSaleTransitions[ticket.status];
    const open = moves.length > 0;
    return [
      ...(open && mayUpdate
        ? [{ key: 'edit', label: t('common.edit'), run: () => handlers.edit(ticket) }]
        : []),
      ...(open && mayAssign
        ? [{ key: 'assign', label: t('ticket.assign'), run: () => handlers.assign(ticket) }]
        : []),
      ...(mayHandle
        ? moves.map((to) => ({
            key: `move-${to}`,
            label: t(`ticket.move.${to}`),
            danger: to === 'cancelled',
            run: () => handlers.move({ ticket, to }),
          }))
        : []),
      ...(mayDelete
        ? [
            {
              key: 'delete',
              label: t('ticket.delete'),
              danger: true,
              run: () => handlers.remove([ticket.id]),
            },
          ]
        : []),
    ];
  };
}
