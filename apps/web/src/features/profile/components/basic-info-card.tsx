import type { UserInfo } from '@lamplighter/contract';
import { App, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { useProfileWrites } from '../api/profile';

export function BasicInfoCard({ info }: { info: UserInfo }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { update } = useProfileWrites();
  const bound = (flag: number) => (
    <Tag color={flag ? 'green' : 'default'}>{t(flag ? 'profile.bound' : 'profile.unbound')}</Tag>
  );

  return (
    <Card title={t('profile.basic')}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('profile.account')}>{info.username}</Descriptions.Item>
        <Descriptions.Item label={t('profile.realname')}>
          {info.realname || t('common.notSet')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.role')}>
          {i18n.exists(`role.${info.rolecode}`) ? t(`role.${info.rolecode}`) : info.rolename}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.mobile')}>
          {info.mobile || t('common.notSet')} {info.mobile ? bound(info.isbindmtype) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.email')}>
          {info.email || t('common.notSet')} {info.email ? bound(info.isbindetype) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.createdAt')}>{formatTime(info.createtime)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.validUntil')}>
          {info.deadline ? formatTime(info.deadline) : t('profile.permanent')}
        </Descriptions.Item>
      </Descriptions>
      <Form
        layout="inline"
        initialValues={{ realname: info.realname }}
        onFinish={async (values: { realname: string }) => {
          await update.mutateAsync({ realname: values.realname.trim() });
          message.success(t('profile.saved'));
        }}
      >
        <Form.Item name="realname" label={t('profile.realname')} rules={[{ max: 50 }]}>
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
