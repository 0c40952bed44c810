import {
  PROGRAM_FONT_SIZE,
  PROGRAM_TEXT_MAX,
  PROGRAM_TEXT_SPEED_MAX,
  type ProgramItem,
} from '@lamplighter/contract';
import { Checkbox, ColorPicker, Flex, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

type TextItem = Extract<ProgramItem, { type: 'text' }>;

/** The text of a text item, its size, colours and speed. */
export function TextItemFields({ item, onChange }: { item: TextItem; onChange: (item: TextItem) => void }) {
  const { t } = useTranslation();
  const change = (values: Partial<TextItem>) => onChange({ ...item, ...values });
  return (
    <Flex vertical gap={6} className="program-text-fields">
      <Input
        value={item.text}
        maxLength={PROGRAM_TEXT_MAX}
        placeholder={t('program.text.placeholder')}
        aria-label={t('program.text')}
        status={item.text.trim() ? undefined : 'warning'}
        onChange={(event) => change({ text: event.target.value })}
      />
      <Flex wrap gap={8} align="center">
        <InputNumber
          min={PROGRAM_FONT_SIZE.min}
          max={PROGRAM_FONT_SIZE.max}
          value={item.fontsize}
          prefix={t('program.text.fontsize')}
          suffix="px"
          aria-label={t('program.text.fontsize')}
          onChange={(value) => value !== null && change({ fontsize: value })}
          style={{ width: 150 }}
        />
        <ColorPicker
          value={item.color}
          disabledAlpha
          showText={() => t('program.text.color')}
          onChangeComplete={(colour) => change({ color: colour.toHexString() })}
        />
        <ColorPicker
          value={item.background || '#000000'}
          disabled={!item.background}
          disabledAlpha
          showText={() => t('program.text.background')}
          onChangeComplete={(colour) => change({ background: colour.toHexString() })}
        />
        <Checkbox
          checked={item.background === ''}
          onChange={(event) => change({ background: event.target.checked ? '' : '#000000' })}
        >
          {t('program.text.noBackground')}
        </Checkbox>
        <InputNumber
          min={0}
          max={PROGRAM_TEXT_SPEED_MAX}
          value={item.speed}
          prefix={t('program.text.speed')}
          suffix="px/s"
          aria-label={t('program.text.speed')}
          onChange={(value) => value !== null && change({ speed: value })}
          style={{ width: 170 }}
        />
      </Flex>
    </Flex>
  );
}
