import { DeleteOutlined, FontSizeOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import {
  cycleSeconds,
  PROGRAM_NAME_MAX,
  PROGRAM_REGIONS_MAX,
  type Program,
  type ProgramMedia,
} from '@lamplighter/contract';
import { Alert, App, Button, Col, Divider, Flex, Form, Input, Modal, Row, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../shared/media/media-facts';
import { useProgramWrites } from '../api/programs';
import {
  draftOf,
  fitScale,
  newDraft,
  newMediaItem,
  newTextItem,
  type ProgramDraft,
  withRegionAdded,
} from '../lib/program-draft';
import { MediaPickerModal } from './media-picker-modal';
import { PlaylistEditor } from './playlist-editor';
import { ProgramPreview } from './program-preview';
import { RegionFields } from './region-fields';
import { ScreenSizeFields } from './screen-size-fields';

/** The preview's box in the editor, in CSS pixels. */
const PREVIEW_BOX = { width: 360, height: 420 };

/**
 * Makes or changes a program: its name and screen size, its regions placed on the screen, and each
 * region's playlist of library files and text, with the program playing beside it as the screen
 * will show it. A published program is changed by saving a new version of it.
 */
export function ProgramEditorModal({
  program,
  onClose,
}: {
  /** The program changed; undefined makes a new one. */
  program: Program | undefined;
  onClose: (saved?: Program) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const writes = useProgramWrites();
  const [draft, setDraft] = useState<ProgramDraft>(() => (program ? draftOf(program) : newDraft()));
  const [media, setMedia] = useState(() => new Map((program?.media ?? []).map((file) => [file.id, file])));
  const [selected, setSelected] = useState(0);
  const [picking, setPicking] = useState(false);
  const region = draft.regions[selected];
  const scale = fitScale(draft.width, draft.height, PREVIEW_BOX.width, PREVIEW_BOX.height);

  const changeRegion = (next: NonNullable<typeof region>) =>
    setDraft((current) => ({
      ...current,
      regions: current.regions.map((entry, index) => (index === selected ? next : entry)),
    }));

  function pick(file: ProgramMedia) {
    if (!region) return;
    setMedia((current) => new Map(current).set(file.id, file));
    changeRegion({ ...region, items: [...region.items, newMediaItem(file)] });
    setPicking(false);
  }

  function removeRegion() {
    setDraft((current) => ({
      ...current,
      regions: current.regions.filter((_, index) => index !== selected),
    }));
    setSelected(0);
  }

  async function save() {
    const saved = program
      ? await writes.update.mutateAsync({ id: program.id, ...draft })
      : await writes.add.mutateAsync(draft);
    message.success(
      program && saved.id !== program.id
        ? t('program.savedVersion', { version: saved.version })
        : t(program ? 'success.updated' : 'success.created'),
    );
    onClose(saved);
  }

  return (
    <Modal
      open
      width={1180}
      title={program ? t('program.edit.title', { name: program.name }) : t('program.add')}
      okText={t('program.save')}
      onOk={save}
      okButtonProps={{
        loading: writes.add.isPending || writes.update.isPending,
        disabled: !draft.name.trim(),
      }}
      onCancel={() => onClose()}
      destroyOnHidden
      maskClosable={false}
    >
      {program?.state === 'publish' && (
        <Alert type="info" showIcon className="program-editor__note" message={t('program.edit.newVersion')} />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={9} className="program-editor__preview">
          <ProgramPreview
            draft={draft}
            media={media}
            scale={scale}
            selected={selected}
            onSelect={setSelected}
          />
          <Typography.Text type="secondary">
            {t('program.preview.caption', {
              width: draft.width,
              height: draft.height,
              percent: Math.round(scale * 100),
              cycle: durationText(cycleSeconds(draft.regions)),
            })}
          </Typography.Text>
        </Col>
        <Col xs={24} lg={15}>
          <Form layout="vertical" component="div">
            <Form.Item label={t('program.name')} required>
              <Input
                value={draft.name}
                maxLength={PROGRAM_NAME_MAX}
                placeholder={t('program.name.placeholder')}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('program.resolution')}>
              <ScreenSizeFields
                width={draft.width}
                height={draft.height}
                onChange={(size) => setDraft({ ...draft, ...size })}
              />
            </Form.Item>
          </Form>
          <Divider titlePlacement="start" plain>
            {t('program.regions')}
          </Divider>
          <Flex wrap gap={8} align="center" className="program-editor__regions">
            <Segmented
              value={selected}
              onChange={(value) => setSelected(Number(value))}
              options={draft.regions.map((entry, index) => ({
                value: index,
                label: t('program.region.tab', { name: entry.name || index + 1, count: entry.items.length }),
              }))}
            />
            <Button
              icon={<PlusOutlined />}
              disabled={draft.regions.length >= PROGRAM_REGIONS_MAX}
              onClick={() => {
                setDraft(withRegionAdded(draft));
                setSelected(draft.regions.length);
              }}
            >
              {t('program.region.add')}
            </Button>
            {draft.regions.length > 1 && (
              <Button danger icon={<DeleteOutlined />} onClick={removeRegion}>
                {t('program.region.remove')}
              </Button>
            )}
          </Flex>
          {region && (
            <>
              <RegionFields region={region} screen={draft} onChange={changeRegion} />
              <PlaylistEditor
                items={region.items}
                media={media}
                onChange={(items) => changeRegion({ ...region, items })}
              />
              {region.items.length === 0 && (
                <Typography.Paragraph type="secondary" className="program-editor__empty">
                  {t('program.region.empty')}
                </Typography.Paragraph>
              )}
              <Flex gap={8} className="program-editor__add">
                <Button icon={<PictureOutlined />} onClick={() => setPicking(true)}>
                  {t('program.item.addFile')}
                </Button>
                <Button
                  icon={<FontSizeOutlined />}
                  onClick={() => changeRegion({ ...region, items: [...region.items, newTextItem(region)] })}
                >
                  {t('program.item.addText')}
                </Button>
              </Flex>
            </>
          )}
        </Col>
      </Row>
      <MediaPickerModal open={picking} onPick={pick} onClose={() => setPicking(false)} />
    </Modal>
  );
}
