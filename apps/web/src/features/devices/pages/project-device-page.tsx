import { ControlOutlined, FolderOutlined, LinkOutlined, PartitionOutlined } from '@ant-design/icons';
import type { ProjectTreeNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Space, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import { BatchControlDrawer, type BatchTarget } from '../../../shared/commands/batch-control-drawer';
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
 * a manufacturer's device into the chosen project or group by its number and verification code;
 * every lamp of the chosen project or group can be switched or dimmed at once.
 */
export default function ProjectDevicePage() {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const [chosen, setChosen] = useState(ALL);
  const [binding, setBinding] = useState(false);
  const [controlling, setControlling] = useState<BatchTarget>();
  const projects = tree.data ?? [];
  const scope = scopeOf(chosen);
  const title = scope.groupid
    ? projects.find((p) => p.id === scope.projectid)?.groups.find((g) => g.id === scope.groupid)?.name
    : projects.find((p) => p.id === scope.projectid)?.name;
  const wholeScope: BatchTarget | undefined =
    title === undefined
      ? undefined
      : scope.groupid
        ? { kind: 'group', groupid: scope.groupid, name: title }
        : scope.projectid
          ? { kind: 'project', projectid: scope.projectid, name: title }
          : undefined;

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
            <Space wrap size={8}>
              {wholeScope && (
                <Permitted permission="device:command">
                  <Button icon={<ControlOutlined />} onClick={() => setControlling(wholeScope)}>
                    {t(wholeScope.kind === 'group' ? 'batch.controlGroup' : 'batch.controlProject')}
                  </Button>
                </Permitted>
              )}
              <Permitted permission="device:bind">
                <Button icon={<LinkOutlined />} onClick={() => setBinding(true)}>
                  {t('device.bind')}
                </Button>
              </Permitted>
            </Space>
          }
        />
      </Col>
      <BatchControlDrawer target={controlling} onClose={() => setControlling(undefined)} />
      <BindDeviceDialog
        open={binding}
        onClose={() => setBinding(false)}
        projectid={scope.projectid}
        groupid={scope.groupid}
      />
    </Row>
  );
}
