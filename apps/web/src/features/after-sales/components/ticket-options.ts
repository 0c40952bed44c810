import { afterSalePriorities, afterSaleStatuses, afterSaleTypes } from '@lamplighter/contract';
import type { TFunction } from 'i18next';

/** The statuses, types and priorities as select options, labelled in the user's language. */
export function ticketOptions(t: TFunction) {
  return {
    statuses: afterSaleStatuses.map((value) => ({ value, label: t(`ticket.status.${value}`) })),
    types: afterSaleTypes.map((value) => ({ value, label: t(`ticket.type.${value}`) })),
    priorities: afterSalePriorities.map((value) => ({ value, label: t(`ticket.priority.${value}`) })),
  };
}
