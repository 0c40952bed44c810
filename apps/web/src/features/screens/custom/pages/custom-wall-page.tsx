import { AppstoreOutlined, EditOutlined } from '@ant-design/icons';
import type { WallLayout, WallWidget } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../../shared/auth/permissions';
import { ScreenFrame } from '../../components/screen-frame';
import { wallLayoutsQuery } from '../api/wall-layouts';
import { EmptyWall } from '../components/empty-wall';
import { LayoutDrawer } from '../components/layout-drawer';
import { type LayoutDraft, LayoutEditor } from '../components/layout-editor';
import { usePointerRecent } from '../components/use-pointer-recent';
import { useWallData } from '../components/use-wall-data';
import { WallGrid } from '../components/wall-grid';
import { chosenLayout } from '../lib/chosen-layout';
import { defaultWidgets } from '../lib/default-layout';
import '../../pages/monitoring-wall.css';
import './custom-wall.css';

const draftOf = (layout: WallLayout): LayoutDraft => ({
  id: layout.id,
  name: layout.name,
  widgets: layout.widgets,
  shared: layout.shared === 1,
});

/**
 * The account's own wall: the chosen layout, read-only, as the wall shows it; a user who may edit
 * opens the editor on the same stage. `?layout=` names the layout shown, `&edit=1` edits it.
 */
export default function CustomWallPage() {
  const { t } = useTranslation();
  const mayChangeOwn = usePermission('profile:update');
  const mayListDevices = usePermission('device:list');
  const mayEdit = mayChangeOwn && mayListDevices;
  const [search, setSearch] = useSearchParams();
  const layouts = useQuery({ ...wallLayoutsQuery, retry: true, retryDelay: 5_000 });
  const askedId = Number(search.get('layout')) || undefined;
  const shown = chosenLayout(layouts.data, askedId);
  const [draft, setDraft] = useState<LayoutDraft>();
  const [editedWidgets, setEditedWidgets] = useState<WallWidget[]>();
  const [drawer, setDrawer] = useState(false);
  const pointerRecent = usePointerRecent();
  const editingShown = mayEdit && search.get('edit') === '1' && shown?.mine === true;
  const editing = draft ?? (editingShown && shown ? draftOf(shown) : undefined);
  const data = useWallData(editedWidgets ?? editing?.widgets ?? shown?.widgets ?? []);

  const show = (id: number | undefined, edit = false) => {
    setDraft(undefined);
    setEditedWidgets(undefined);
    setDrawer(false);
    setSearch(id === undefined ? {} : { layout: String(id), ...(edit ? { edit: '1' } : {}) });
  };
  const startDraft = (next: LayoutDraft) => {
    setDrawer(false);
    setEditedWidgets(undefined);
    setDraft(next);
  };

  const name = editing?.name || shown?.name || t('customWall.wall');
  return (
    <ScreenFrame name={name} stale={layouts.isError || data.stale}>
      {editing ? (
        <LayoutEditor
          key={editing.id ?? 'new'}
          draft={editing}
          data={data}
          onWidgets={setEditedWidgets}
          onSaved={(saved) => show(saved.id, true)}
          onClose={() => show(editing.id ?? shown?.id)}
        />
      ) : shown ? (
        <WallGrid widgets={shown.widgets} data={data} />
      ) : (
        layouts.data && (
          <EmptyWall
            mayEdit={mayEdit}
            start={() =>
              startDraft({ name: t('customWall.defaultName'), widgets: [...defaultWidgets], shared: false })
            }
          />
        )
      )}
      {!editing &&
        layouts.data &&
        createPortal(
          <div
            className={pointerRecent ? 'custom-wall-corner custom-wall-corner--shown' : 'custom-wall-corner'}
          >
            {layouts.data.layouts.length > 0 && (
              <Button icon={<AppstoreOutlined />} onClick={() => setDrawer(true)}>
                {t('customWall.layouts')}
              </Button>
            )}
            {mayEdit && shown?.mine && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => show(shown.id, true)}>
                {t('customWall.edit')}
              </Button>
            )}
          </div>,
          document.body,
        )}
      {layouts.data && (
        <LayoutDrawer
          open={drawer}
          list={layouts.data}
          shownId={shown?.id}
          mayEdit={mayEdit}
          onOpen={(id) => show(id)}
          onEdit={(id) => show(id, true)}
          onNew={() => startDraft({ name: t('customWall.newName'), widgets: [], shared: false })}
          onClose={() => setDrawer(false)}
        />
      )}
    </ScreenFrame>
  );
}
