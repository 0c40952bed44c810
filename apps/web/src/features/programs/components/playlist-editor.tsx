import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  PROGRAM_ITEM_SECONDS_MAX,
  type ProgramItem,
  type ProgramMedia,
  programTransitions,
} from '@lamplighter/contract';
import { Button, Flex, InputNumber, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MediaThumbnail } from '../../../shared/media/media-thumbnail';
import { moved } from '../lib/program-draft';
import { TextItemFields } from './text-item-fields';

/** A region's items in the order they play: each with its length and transition, moved or removed. */
export function PlaylistEditor({
  items,
  media,
  onChange,
}: {
  items: ProgramItem[];
  media: ReadonlyMap<number, ProgramMedia>;
  onChange: (items: ProgramItem[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, item: ProgramItem) =>
    onChange(items.map((current, at) => (at === index ? item : current)));
  return (
    <ol className="program-playlist">
      {items.map((item, index) => {
        const file = item.type === 'media' ? media.get(item.mediaid) : undefined;
        const label = item.type === 'media' ? (file?.name ?? t('program.preview.missing')) : item.text;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place in the playlist
          <li key={index} className="program-playlist__item">
            <span className="program-playlist__number">{index + 1}</span>
            <div className="program-playlist__what">
              {item.type === 'media' ? (
                <Flex gap={8} align="center">
                  {file && <MediaThumbnail file={file} />}
                  <span className={file ? undefined : 'program-playlist__missing'}>{label}</span>
                </Flex>
              ) : (
                <TextItemFields item={item} onChange={(next) => change(index, next)} />
              )}
            </div>
            <Flex wrap gap={6} align="center" className="program-playlist__timing">
              <InputNumber
                min={1}
                max={PROGRAM_ITEM_SECONDS_MAX}
                value={item.duration}
                suffix={t('program.seconds')}
                aria-label={t('program.item.duration', { number: index + 1 })}
                onChange={(value) => value !== null && change(index, { ...item, duration: value })}
                style={{ width: 110 }}
              />
              <Select
                value={item.transition}
                aria-label={t('program.item.transition', { number: index + 1 })}
                onChange={(transition) => change(index, { ...item, transition })}
                options={programTransitions.map((value) => ({
                  value,
                  label: t(`program.transition.${value}`),
                }))}
                style={{ width: 120 }}
              />
              <Tooltip title={t('program.item.up')}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('program.item.up')}
                  disabled={index === 0}
                  onClick={() => onChange(moved(items, index, -1))}
                />
              </Tooltip>
              <Tooltip title={t('program.item.down')}>
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('program.item.down')}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moved(items, index, 1))}
                />
              </Tooltip>
              <Tooltip title={t('program.item.remove')}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('program.item.remove')}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                />
              </Tooltip>
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
