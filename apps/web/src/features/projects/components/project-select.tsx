import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';

/** One project of the caller's subtree, found by name. */
export function ProjectSelect(props: Omit<SelectProps<number>, 'options'>) {
  const tree = useQuery(projectTreeQuery);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={tree.isLoading}
      options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
      {...props}
    />
  );
}
