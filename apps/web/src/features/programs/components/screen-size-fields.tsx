import { PROGRAM_SIDE_MAX, PROGRAM_SIDE_MIN, programResolutions } from '@lamplighter/contract';
import { Flex, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';

const CUSTOM = 'custom';
const keyOf = (width: number, height: number) => `${width}x${height}`;

/** The screen a program is made for: a common size, or any width and height. */
export function ScreenSizeFields({
  width,
  height,
  onChange,
}: {
  width: number;
  height: number;
  onChange: (size: { width: number; height: number }) => void;
}) {
  const { t } = useTranslation();
  const preset = programResolutions.find((size) => size.width === width && size.height === height);
  return (
    <Flex wrap gap={8} align="center">
      <Select
        value={preset ? keyOf(width, height) : CUSTOM}
        aria-label={t('program.resolution')}
        onChange={(value) => {
          const size = programResolutions.find((entry) => keyOf(entry.width, entry.height) === value);
          if (size) onChange({ width: size.width, height: size.height });
        }}
        options={[
          ...programResolutions.map((size) => ({
            value: keyOf(size.width, size.height),
            label: t(`program.resolution.${keyOf(size.width, size.height)}`),
          })),
          { value: CUSTOM, label: t('program.resolution.custom'), disabled: true },
        ]}
        style={{ width: 230 }}
      />
      <InputNumber
        min={PROGRAM_SIDE_MIN}
        max={PROGRAM_SIDE_MAX}
        value={width}
        prefix={t('program.width')}
        aria-label={t('program.width')}
        onChange={(value) => value !== null && onChange({ width: value, height })}
        style={{ width: 130 }}
      />
      <InputNumber
        min={PROGRAM_SIDE_MIN}
        max={PROGRAM_SIDE_MAX}
        value={height}
        prefix={t('program.height')}
        aria-label={t('program.height')}
        onChange={(value) => value !== null && onChange({ width, height: value })}
        style={{ width: 130 }}
      />
    </Flex>
  );
}
