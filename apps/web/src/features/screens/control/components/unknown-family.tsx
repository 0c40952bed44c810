import { LIGHT_TYPES } from '@lamplighter/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A route naming no family: says so, and offers the walls of the lamp families. */
export function UnknownFamily({
  type,
  families,
}: {
  type: string;
  families: readonly { devicetypeid: number; devicetypename: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lamps = families.filter((family) => LIGHT_TYPES.includes(family.devicetypeid));
  return (
    <div className="control-unknown" role="alert">
      <h2>{t('wallControl.unknownFamily', { type })}</h2>
      <p>{t('wallControl.chooseFamily')}</p>
      <nav>
        {lamps.map((family) => (
          <Button
            key={family.devicetypeid}
            size="large"
            type="primary"
            ghost
            onClick={() => navigate(`/screen-control/${family.devicetypeid}`)}
          >
            {family.devicetypeid} · {family.devicetypename}
          </Button>
        ))}
      </nav>
    </div>
  );
}
