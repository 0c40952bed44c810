import { FolderOutlined, GroupOutlined } from '@ant-design/icons';
import type { ProjectTreeNode } from '@lamplighter/contract';
import { Card, Empty, Input, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TreeSelection {
  projectId: number;
  groupId?: number | undefined;
}

const projectKey = (id: number) => `p:${id}`;
const groupKey = (id: number) => `g:${id}`;

/** Projects with only the groups that match; a project whose name matches keeps them all. */
function matching(projects: ProjectTreeNode[], keyword: string): ProjectTreeNode[] {
  const term = keyword.trim().toLowerCase();
  if (!term) return projects;
  return projects
    .map((project) =>
      project.name.toLowerCase().includes(term)
        ? project
        : { ...project, groups: project.groups.filter((group) => group.name.toLowerCase().includes(term)) },
    )
    .filter((project) => project.name.toLowerCase().includes(term) || project.groups.length > 0);
}

function nodes(projects: ProjectTreeNode[]): TreeDataNode[] {
  return projects.map((project) => ({
    key: projectKey(project.id),
    title: `${project.name} (${project.groups.length})`,
    icon: <FolderOutlined />,
    children: project.groups.map((group) => ({
      key: groupKey(group.id),
      title: group.name,
      icon: <GroupOutlined />,
      isLeaf: true,
    })),
  }));
}

/** The projects of the subtree with their groups; choosing one shows it on the right. */
export function ProjectGroupTree({
  projects,
  loading,
  selected,
  onSelect,
}: {
  projects: ProjectTreeNode[];
  loading: boolean;
  selected: TreeSelection | undefined;
  onSelect: (selection: TreeSelection) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const shown = matching(projects, keyword);
  const projectKeys = shown.map((project) => projectKey(project.id));
  const selectedKey =
    selected && (selected.groupId ? groupKey(selected.groupId) : projectKey(selected.projectId));

  function select(key: string) {
    const id = Number(key.slice(2));
    if (key.startsWith('p:')) onSelect({ projectId: id });
    const owner = projects.find((project) => project.groups.some((group) => group.id === id));
    if (key.startsWith('g:') && owner) onSelect({ projectId: owner.id, groupId: id });
  }

  return (
    <Card title={t('project.tree.title')} size="small" loading={loading}>
      <Input.Search
        allowClear
        placeholder={t('project.tree.search')}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {shown.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          {...(keyword.trim() ? {} : { description: t('project.tree.empty') })}
        />
      ) : (
        <div className="project-group__tree">
          <Tree
            blockNode
            showIcon
            treeData={nodes(shown)}
            selectedKeys={selectedKey ? [selectedKey] : []}
            // A search shows every match; otherwise projects stay open unless the user closed them.
            expandedKeys={keyword.trim() ? projectKeys : projectKeys.filter((key) => !collapsed.has(key))}
            onExpand={(keys) =>
              keyword.trim() || setCollapsed(new Set(projectKeys.filter((key) => !keys.includes(key))))
            }
            onSelect={(keys) => keys[0] !== undefined && select(String(keys[0]))}
          />
        </div>
      )}
    </Card>
  );
}
