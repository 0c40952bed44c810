import type { AfterSale } from '@lamplighter/contract';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAfterSaleWrites } from '../api/after-sales';
import { HandlerPicker } from './handler-picker';

/** Chooses the handler of a ticket among the caller's accounts, with a remark; the handler is told. */
export function AssignTicketDialog({
  ticket,
  onClose,
}: {
  ticket: Pick<AfterSale, 'id' | 'aftersaleCode' | 'handleUserId'> | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ handlerid: number; remark?: string }>();
  const { assign } = useAfterSaleWrites();

  async function save() {
    if (!ticket) return;
    const { handlerid, remark } = await form.validateFields();
    await assign.mutateAsync({ id: ticket.id, handlerid, remark: remark?.trim() ?? '' });
    message.success(t('ticket.assigned'));
    onClose();
  }

  return (
    <Modal
      open={ticket !== undefined}
      title={ticket && t('ticket.assignTitle', { code: ticket.aftersaleCode })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: assign.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ handlerid: ticket?.handleUserId ?? undefined }}
      >
        <Form.Item
          name="handlerid"
          label={t('ticket.handler')}
          rules={[{ required: true, message: t('ticket.chooseHandler') }]}
        >
          <HandlerPicker />
        </Form.Item>
        <Form.Item name="remark" label={t('ticket.remark')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
