import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { groupDetailQuery } from '../api/groups';

/** What one group is: its project, description, how many devices it holds, when it was made. */
export function GroupSummary({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: group, isLoading } = useQuery(groupDetailQuery(id));
  return (
    <Card size="small" title={t('project.tree.summary', { name: group?.name ?? '' })} loading={isLoading}>
      {group && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          items={[
            { key: 'name', label: t('project.group.name'), children: group.name },
            { key: 'project', label: t('project.group.project'), children: group.projectname },
            { key: 'devices', label: t('project.devices'), children: group.devicecount },
            { key: 'created', label: t('project.createdAt'), children: formatTime(group.createtime) },
            { key: 'updated', label: t('project.updatedAt'), children: formatTime(group.updatetime) },
            {
              key: 'description',
              label: t('project.group.description'),
              children: group.description || '--',
              span: 'filled',
            },
          ]}
        />
      )}
    </Card>
  );
}
