import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { ScreenFrame } from '../components/screen-frame';
import { ControlWall } from './components/control-wall';
import { UnknownFamily } from './components/unknown-family';
import { familyOf } from './lib/wall-family';
import './control-wall.css';

/**
 * The control wall of one device family (`/screen-control/:type`, the id of the device type list):
 * the family's devices of a project or group as live tiles, and, for roles that may command, their
 * switching, dimming and load mode.
 */
export default function ControlWallPage() {
  const { t, i18n } = useTranslation();
  const { type = '' } = useParams();
  // The other language's names come while the wall stays as it is (what is chosen, the last result).
  const families = useQuery({
    ...deviceTypesQuery(i18n.language),
    placeholderData: keepPreviousData,
    retry: true,
    retryDelay: 5_000,
  });
  const family = families.data && familyOf(type, families.data);
  if (family) return <ControlWall family={family.devicetypeid} familyName={family.devicetypename} />;
  return (
    <ScreenFrame name={t('wallControl.titleUnknown')} stale={families.isError}>
      {families.data && <UnknownFamily type={type} families={families.data} />}
    </ScreenFrame>
  );
}
