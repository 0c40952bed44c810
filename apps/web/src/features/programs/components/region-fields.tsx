import type { ProgramRegion } from '@lamplighter/contract';
import { Flex, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

const PLACES = ['x', 'y', 'width', 'height'] as const;

/** A region's name and where it sits on the screen, in the screen's pixels. */
export function RegionFields({
  region,
  screen,
  onChange,
}: {
  region: ProgramRegion;
  screen: { width: number; height: number };
  onChange: (region: ProgramRegion) => void;
}) {
  const { t } = useTranslation();
  const outside = region.x + region.width > screen.width || region.y + region.height > screen.height;
  return (
    <Flex wrap gap={8} align="center">
      <Input
        value={region.name}
        maxLength={30}
        prefix={t('program.region.name')}
        aria-label={t('program.region.name')}
        onChange={(event) => onChange({ ...region, name: event.target.value })}
        style={{ width: 180 }}
      />
      {PLACES.map((place) => (
        <InputNumber
          key={place}
          min={place === 'x' || place === 'y' ? 0 : 1}
          max={place === 'x' || place === 'width' ? screen.width : screen.height}
          value={region[place]}
          prefix={t(`program.region.${place}`)}
          aria-label={t(`program.region.${place}`)}
          status={outside ? 'error' : undefined}
          onChange={(value) => value !== null && onChange({ ...region, [place]: value })}
          style={{ width: 120 }}
        />
      ))}
      {outside && <span className="program-error">{t('program.region.outside')}</span>}
    </Flex>
  );
}
