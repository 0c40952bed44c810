import { type CommandMethod, commandFamilies } from '@lamplighter/contract';
import { Card, Drawer, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandTarget } from './command-calls';
import { CommandControls } from './command-controls';
import { CommandResultTable } from './command-result-table';
import { ControlsCard } from './controls-card';
import { useCommandSender } from './use-command-sender';

/**
 * Devices chosen in a list or every device it finds (their numbers and types), or every device of
 * a group or a project.
 */
export type BatchTarget =
  | { kind: 'selected' | 'matching'; devices: { devicecode: string; devicetype: number }[] }
  | { kind: 'group'; groupid: number; name: string; family?: number | undefined }
  | { kind: 'project'; projectid: number; name: string; family?: number | undefined };

function commandTargetOf(target: BatchTarget): CommandTarget {
  if ('devices' in target) return { devicecodes: target.devices.map((device) => device.devicecode) };
  return target.kind === 'group' ? { groupid: target.groupid } : { projectid: target.projectid };
}

/** The device types the target holds, when they are known: a list's family, or the rows chosen. */
function familiesOf(target: BatchTarget): number[] | undefined {
  if ('devices' in target) return [...new Set(target.devices.map((device) => device.devicetype))];
  return target.family === undefined ? undefined : [target.family];
}

function BatchControls({ target }: { target: BatchTarget }) {
  const { t } = useTranslation();
  const [waitOffline, setWaitOffline] = useState(false);
  const [commandId, setCommandId] = useState<number>();
  const sender = useCommandSender(commandTargetOf(target), waitOffline);
  const families = familiesOf(target);
  const obeys = (method: CommandMethod) =>
    families === undefined || families.some((family) => commandFamilies[method].includes(family));

  async function send(method: CommandMethod, params: object) {
    const result = await sender.send(method, params);
    if (result) setCommandId(result.commandid);
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('batch.hint')}</Typography.Text>
      <ControlsCard waitOffline={waitOffline} onWaitOffline={setWaitOffline}>
        <CommandControls
          obeys={obeys}
          send={(method, params) => void send(method, params)}
          busy={sender.busy}
        />
      </ControlsCard>
      {commandId !== undefined && (
        <Card size="small" title={t('batch.result')}>
          <CommandResultTable key={commandId} commandId={commandId} />
        </Card>
      )}
    </Flex>
  );
}

function titleOf(target: BatchTarget, t: TFunction): string {
  if ('devices' in target)
    return t(target.kind === 'selected' ? 'batch.titleSelected' : 'batch.titleMatching', {
      count: target.devices.length,
    });
  return t(target.kind === 'group' ? 'batch.titleGroup' : 'batch.titleProject', { name: target.name });
}

/**
 * Switching, dimming and setting many lamps at once: one command to the chosen devices, a group or
 * a project, then the outcome alert and each device's state as it answers.
 */
export function BatchControlDrawer({
  target,
  onClose,
}: {
  target: BatchTarget | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={target !== undefined}
      onClose={onClose}
      title={target ? titleOf(target, t) : ''}
      size="min(760px, 100vw)"
      destroyOnHidden
    >
      {target && <BatchControls target={target} />}
    </Drawer>
  );
}
