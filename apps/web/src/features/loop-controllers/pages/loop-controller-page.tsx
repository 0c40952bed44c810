import type { LoopController } from '@lamplighter/contract';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { countColumn, useDeviceColumns } from '../../../shared/networks/network-columns';
import { NetworkList } from '../../../shared/networks/network-list';
import { controllerCalls, controllerPage } from '../api/loop-controllers';
import { ControllerCircuits } from '../components/controller-circuits';
import { ControllerFormModal } from '../components/controller-form-modal';

/** Shown until the user changes the column settings: the rest is one click away. */
const HIDDEN = ['communicationtype', 'serialnumber', 'polenumber', 'model', 'firmwareversion', 'createtime'];

/** Loop controllers (seed: name, number), their circuits and the lights on each. */
export default function LoopControllerPage() {
  const { t } = useTranslation();
  const device = useDeviceColumns<LoopController>(t('network.controllerCode'), t('network.controllerName'));
  const columns: ColumnType<LoopController>[] = [
    { ...device.devicename, fixed: 'left' },
    device.devicecode,
    device.projectname,
    device.groupname,
    countColumn(t('network.circuitCount'), 'circuitcount'),
    countColumn(t('network.lightCount'), 'lightcount'),
    device.runstate,
    device.communicationtype,
    device.serialnumber,
    device.polenumber,
    device.model,
    device.firmwareversion,
    device.createtime,
  ];

  return (
    <NetworkList<LoopController>
      title={t('network.controllerList')}
      tableId="loop-controllers"
      addLabel={t('network.controllerAdd')}
      columns={columns}
      defaultHidden={HIDDEN}
      listKey="loop-controllers"
      fetchPage={controllerPage}
      expandedRow={(controller) => <ControllerCircuits id={controller.id} />}
      remove={controllerCalls.remove}
      FormModal={ControllerFormModal}
      addedTitle={t('network.controllerAdded')}
    />
  );
}
