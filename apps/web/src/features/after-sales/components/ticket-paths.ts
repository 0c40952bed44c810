/** Where the menu catalogue puts the ticket screen (the notifications' jump path names it too). */
export const AFTER_SALE_DETAIL_PATH = '/device/aftersale/detail';

export const detailPath = (id: number) => `${AFTER_SALE_DETAIL_PATH}?id=${id}`;
