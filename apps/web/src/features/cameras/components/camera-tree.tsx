import { ApartmentOutlined, EyeOutlined, FolderOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { CameraItem } from '@lamplighter/contract';
import { Card, Empty, Input, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUN_STATE_COLORS } from '../../../shared/inventory/run-state-tag';
import { numberTellsMore } from '../lib/camera-label';
import { cameraTree, type ProjectBranch } from '../lib/camera-tree';
import { startCameraDrag } from './camera-drag';

const projectKey = (project: ProjectBranch) => `p:${project.id ?? 'none'}`;
const groupKey = (id: number) => `g:${id}`;
const cameraKey = (id: number) => `c:${id}`;

/**
 * The cameras by project and group, to search, to drag onto a tile, or to click (or choose with
 * the keyboard) to show in the chosen tile. The cameras shown in a tile are marked.
 */
export function CameraTree({
  cameras,
  loading,
  shown,
  onPick,
}: {
  cameras: readonly CameraItem[];
  loading: boolean;
  shown: ReadonlySet<number>;
  onPick: (cameraId: number) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const branches = useMemo(() => cameraTree(cameras, keyword), [cameras, keyword]);

  const leaf = (camera: CameraItem): TreeDataNode => ({
    key: cameraKey(camera.id),
    isLeaf: true,
    icon: <VideoCameraOutlined style={{ color: RUN_STATE_COLORS[camera.runstate ?? 0] }} />,
    title: (
      // biome-ignore lint/a11y/noStaticElementInteractions: dragging is a shortcut; the tree picks a camera by keyboard
      <span
        className="camera-tree__camera"
        draggable
        onDragStart={(event) => startCameraDrag(event, camera.id)}
      >
        <span className="camera-tree__name">
          <span>{camera.devicename}</span>
          {shown.has(camera.id) && <EyeOutlined aria-label={t('video.tree.shown')} />}
        </span>
        {numberTellsMore(camera) && <span className="camera-tree__code">{camera.devicecode}</span>}
      </span>
    ),
  });
  const nodes: TreeDataNode[] = branches.map((project) => ({
    key: projectKey(project),
    title: project.name || t('video.tree.noProject'),
    icon: <FolderOutlined />,
    selectable: false,
    children: [
      ...project.groups.map((group) => ({
        key: groupKey(group.id),
        title: group.name,
        icon: <ApartmentOutlined />,
        selectable: false,
        children: group.cameras.map(leaf),
      })),
      ...project.cameras.map(leaf),
    ],
  }));
  const branchKeys = branches.flatMap((project) => [
    projectKey(project),
    ...project.groups.map((group) => groupKey(group.id)),
  ]);

  return (
    <Card title={t('video.tree.title')} size="small" loading={loading} className="camera-tree">
      <Input.Search
        allowClear
        placeholder={t('video.tree.search')}
        aria-label={t('video.tree.search')}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {nodes.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(keyword.trim() ? 'video.tree.noMatch' : 'video.tree.empty')}
        />
      ) : (
        <Tree
          blockNode
          showIcon
          treeData={nodes}
          selectedKeys={[]}
          expandedKeys={branchKeys.filter((key) => !collapsed.has(key))}
          onExpand={(open) => setCollapsed(new Set(branchKeys.filter((key) => !open.includes(key))))}
          onSelect={(_, { node }) => {
            const id = /^c:(\d+)$/.exec(String(node.key))?.[1];
            if (id) onPick(Number(id));
          }}
        />
      )}
    </Card>
  );
}
