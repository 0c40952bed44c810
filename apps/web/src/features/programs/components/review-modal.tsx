import { PROGRAM_REMARK_MAX, type ProgramSummary } from '@lamplighter/contract';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReviewValues {
  approve: boolean;
  remark: string;
}

/** Approves or rejects a pending program; a rejection says why. */
export function ReviewModal({
  program,
  onClose,
  onSubmit,
}: {
  program: ProgramSummary | undefined;
  onClose: () => void;
  onSubmit: (values: ReviewValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewValues>();
  const approve = Form.useWatch('approve', form);
  return (
    <Modal
      open={program !== undefined}
      title={t('program.review.title', { name: program?.name ?? '' })}
      okText={t('program.review.send')}
      onOk={async () => onSubmit(await form.validateFields())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ approve: true, remark: '' }} preserve={false}>
        <Form.Item name="approve" label={t('program.review.verdict')}>
          <Radio.Group
            options={[
              { value: true, label: t('program.review.approve') },
              { value: false, label: t('program.review.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('program.review.remark')}
          rules={[
            { required: approve === false, whitespace: true, message: t('program.review.remarkRequired') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={PROGRAM_REMARK_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
