import { type CardProps, Grid, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { phoneColumns } from './phone-columns';

/** A phone: narrower than Ant Design's `sm` breakpoint (576 px). */
export function usePhone(): boolean {
  return !Grid.useBreakpoint().sm;
}

/**
 * A list's columns and scroll: on a phone only the columns `kept` (see phoneColumns), none cut
 * short, in a table as wide as the screen whose texts wrap between words (it scrolls only when its
 * words cannot fit side by side); elsewhere its columns as they are, scrolling as `scroll` says.
 */
export function responsiveTable<T>(
  phone: boolean,
  columns: ColumnsType<T>,
  kept: readonly string[],
  scroll: TableProps<T>['scroll'],
): Pick<TableProps<T>, 'columns' | 'scroll'> {
  if (!phone) return { columns, scroll };
  return {
    columns: phoneColumns(columns, kept).map(({ ellipsis: _ellipsis, ...column }) => column),
    // `true`: as wide as its content allows, at least the screen's width.
    scroll: { x: true },
  };
}

/** A list's card on a phone: less padding, so that the table has the room; its buttons wrap. */
export const PHONE_CARD_STYLES: CardProps['styles'] = {
  header: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8, paddingInline: 12 },
  body: { padding: 12 },
};
