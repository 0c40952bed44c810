import { FolderOutlined, LinkOutlined, PartitionOutlined } from '@ant-design/icons';
import type { ProjectTreeNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import { BindDeviceDialog } from '../components/bind-device-dialog';
import { projectTreeColumns } from '../components/column-sets';
import { DeviceList } from '../components/device-list';
import './project-device-page.css';

interface Scope {
  projectid?: number | undefined;
  groupid?: number | undefined;
}

function treeNodes(projects: ProjectTreeNode[]): TreeDataNode[] {
  return projects.map((project) => ({
    key: `p${project.id}`,
    title: project.name,
    icon: <FolderOutlined />,
    children: project.groups.map((group) => ({
      key: `g${project.id}:${group.id}`,
      title: group.name,
      icon: <PartitionOutlined />,
      isLeaf: true,
    })),
  }));
}

const ALL = 'all';

/** `p3` is project 3, `g3:7` its group 7, `all` every project. */
function scopeOf(key: string): Scope {
  const match = /^(?:p(\d+)|g(\d+):(\d+))$/.exec(key);
  if (!match) return {};
  if (match[1]) return { projectid: Number(match[1]) };
  return { projectid: Number(match[2]), groupid: Number(match[3]) };
}

/**
 * Projects and their groups on the left, the devices of the one chosen on the right, and binding
 * a manufacturer's device into the chosen project or group by its number and verification code.
 */
export default function ProjectDevicePage() {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const [chosen, setChosen] = useState(ALL);
  const [binding, setBinding] = useState(false);
  const projects = tree.data ?? [];
  const scope = scopeOf(chosen);
  const title = scope.groupid
    ? projects.find((p) => p.id === scope.projectid)?.groups.find((g) => g.id === scope.groupid)?.name
    : projects.find((p) => p.id === scope.projectid)?.name;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6}>
        <Card
          title={t('device.projectTree')}
          size="small"
          loading={tree.isLoading}
          className="project-device__tree"
        >
          {projects.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.noProjects')} />
          ) : (
            <Tree
              blockNode
              showIcon
              defaultExpandAll
              selectedKeys={[chosen]}
              treeData={[{ key: ALL, title: t('device.allOfTree'), children: treeNodes(projects) }]}
              onSelect={(keys) => setChosen(keys[0] === undefined ? chosen : String(keys[0]))}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <DeviceList
          title={title ? `${t('device.titleProject')} · ${title}` : t('device.titleProject')}
          tableId="devices.project"
          columnSet={projectTreeColumns}
          scope={scope}
          extra={
            <Permitted permission="device:bind">
              <Button icon={<LinkOutlined />} onClick={() => setBinding(true)}>
                {t('device.bind')}
              </Button>
            </Permitted>
          }
        />
      </Col>
      <BindDeviceDialog
        open={binding}
        onClose={() => setBinding(false)}
        projectid={scope.projectid}
        groupid={scope.groupid}
      />
    </Row>
  );
}
