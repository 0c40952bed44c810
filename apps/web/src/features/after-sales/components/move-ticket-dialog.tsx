import type { AfterSale, AfterSaleStatus } from '@lamplighter/contract';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAfterSaleWrites } from '../api/after-sales';

/** The ticket and the status it is to go to. */
export interface TicketMove {
  ticket: Pick<AfterSale, 'id' | 'aftersaleCode' | 'status'>;
  to: AfterSaleStatus;
}

/** Moves a ticket to its next status with an optional remark; a refused move shows the server's reason. */
export function MoveTicketDialog({ move, onClose }: { move: TicketMove | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark?: string }>();
  const { transition } = useAfterSaleWrites();

  async function save() {
    if (!move) return;
    const { remark } = await form.validateFields();
    await transition.mutateAsync({ id: move.ticket.id, status: move.to, remark: remark?.trim() ?? '' });
    message.success(t('ticket.moved'));
    onClose();
  }

  return (
    <Modal
      open={move !== undefined}
      title={
        move &&
        t('ticket.moveTitle', {
          code: move.ticket.aftersaleCode,
          from: t(`ticket.status.${move.ticket.status}`),
          to: t(`ticket.status.${move.to}`),
        })
      }
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={move && t(`ticket.move.${move.to}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: transition.isPending, danger: move?.to === 'cancelled' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="remark" label={t('ticket.moveRemark')}>
          <Input.TextArea rows={3} maxLength={2000} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
