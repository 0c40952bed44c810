import type { DeviceDetail } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { communicationTypesQuery, deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { ExpiryTag } from './expiry-tag';

type Items = NonNullable<DescriptionsProps['items']>;
const text = (value: string | null | undefined): ReactNode => value || '--';

function Section({ title, items }: { title: string; items: Items }) {
  return (
    <Card size="small" title={title}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, xl: 3 }} items={items} />
    </Card>
  );
}

/** Every field of a device, in the sections of its form. */
export function DeviceDetailSections({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useTranslation();
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  const communications = useQuery(communicationTypesQuery(i18n.language)).data ?? [];
  const flag = (value: number) => t(value ? 'common.yes' : 'common.no');
  const item = (key: string, label: string, children: ReactNode) => ({ key, label, children });

  return (
    <Flex vertical gap={16}>
      <Section
        title={t('device.sectionBasic')}
        items={[
          item('code', t('device.code'), device.devicecode),
          item('name', t('device.name'), device.devicename),
          item(
            'type',
            t('device.type'),
            types.find((type) => type.devicetypeid === device.devicetype)?.devicetypename ??
              device.devicetype,
          ),
          item('state', t('device.runState'), <RunStateTag state={device.runstate} />),
          item(
            'communication',
            t('device.communication'),
            communications.find((type) => type.code === device.communicationtype)?.name ??
              text(device.communicationtype),
          ),
          item('serial', t('device.serial'), text(device.serialnumber)),
          item('verify', t('device.verifyCode'), text(device.verifycode)),
        ]}
      />
      <Section
        title={t('device.sectionPlace')}
        items={[
          item('project', t('inventory.project'), device.projectname),
          item('group', t('inventory.group'), text(device.groupname)),
          item('pole', t('device.pole'), text(device.polenumber)),
          item('installed', t('device.installDate'), text(device.installdate)),
          item('gateway', t('device.gateway'), text(device.gatewaycode)),
          item('circuit', t('device.circuit'), device.circuitid === null ? '--' : t('device.onCircuit')),
        ]}
      />
      <Section
        title={t('device.sectionHardware')}
        items={[
          item('manufacturer', t('device.manufacturer'), text(device.manufacturername)),
          item('model', t('device.model'), text(device.model)),
          item('power', t('device.lampPower'), device.lamppower ?? '--'),
          item('firmware', t('device.firmware'), text(device.firmwareversion)),
          item('nbiot', t('device.nbiot'), flag(device.isnbiot)),
          item('bms', t('device.bms'), flag(device.isbms)),
          item('grid', t('device.grid'), flag(device.isgridcomplementary)),
        ]}
      />
      <Section
        title={t('device.sectionService')}
        items={[
          item('package', t('device.packageExpire'), <ExpiryTag date={device.packageexpire} />),
          item('simstart', t('device.simStart'), text(device.simstart)),
          item('simend', t('device.simEnd'), <ExpiryTag date={device.simend} />),
        ]}
      />
      <Section
        title={t('device.sectionIngest')}
        items={[
          item('malformed', t('device.malformed'), device.ingest.malformed),
          item('rejected', t('device.rejectedValues'), device.ingest.rejected),
          item(
            'reason',
            t('device.lastRefusal'),
            device.ingest.lastreason ? (
              <Typography.Text code>{device.ingest.lastreason}</Typography.Text>
            ) : (
              t('device.noRefusal')
            ),
          ),
          ...(device.ingest.lastproblemtime
            ? [item('refusedAt', t('device.lastRefusalTime'), formatTime(device.ingest.lastproblemtime))]
            : []),
        ]}
      />
      <Section
        title={t('device.sectionOther')}
        items={[
          item('remark', t('device.remark'), text(device.remark)),
          item('created', t('device.created'), formatTime(device.createtime)),
          item('updated', t('device.updated'), formatTime(device.updatetime)),
        ]}
      />
    </Flex>
  );
}
