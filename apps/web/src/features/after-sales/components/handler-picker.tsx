import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { handlersQuery } from '../api/after-sales';

/** An enabled account of the caller's subtree, the handler of a ticket; found by name as typed. */
export function HandlerPicker(props: Omit<SelectProps<number>, 'options'>) {
  const handlers = useQuery(handlersQuery);
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      loading={handlers.isLoading}
      {...props}
      options={(handlers.data ?? []).map((account) => ({
        value: account.id,
        label: account.realname ? `${account.username} (${account.realname})` : account.username,
      }))}
    />
  );
}
