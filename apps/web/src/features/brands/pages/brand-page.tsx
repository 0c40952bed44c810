import { UploadOutlined } from '@ant-design/icons';
import { type Brand, loginPathOf } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandsQuery } from '../../../shared/api/queries';
import { Permitted } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { PHONE_CARD_STYLES, responsiveTable, usePhone } from '../../../shared/table/phone-table';
import { useColumnSettings } from '../../../shared/table/use-column-settings';
import { useBrandWrites } from '../api/brands';
import { BrandFormModal } from '../components/brand-form-modal';

/** The sign-in brands: titles in both languages, colour and logo of each `/login-<key>` page. */
export default function BrandPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const brands = useQuery(brandsQuery(i18n.language));
  const [editing, setEditing] = useState<Brand | undefined>();
  const writes = useBrandWrites();
  const phone = usePhone();
  // A phone shows a brand by its key and its title in the user's language.
  const phoneColumns = ['key', i18n.language === 'zh' ? 'title_zh' : 'title_en', 'actions'];

  const { columns, control } = useColumnSettings<ColumnsType<Brand>[number]>('brands', [
    {
      title: t('brand.logo'),
      dataIndex: 'logourl',
      width: 70,
      render: (url: string) => <img src={url} alt="" width={32} height={32} />,
    },
    { title: t('brand.key'), dataIndex: 'key', width: 90 },
    {
      title: t('brand.loginPath'),
      key: 'path',
      width: 130,
      render: (_, brand) => <a href={`#${loginPathOf(brand.key)}`}>{loginPathOf(brand.key)}</a>,
    },
    { title: t('brand.titleZh'), dataIndex: 'title_zh', width: 220 },
    { title: t('brand.titleEn'), dataIndex: 'title_en', width: 240 },
    {
      title: t('brand.color'),
      dataIndex: 'color',
      width: 120,
      render: (color: string) => (
        <Space>
          <span
            style={{
              display: 'inline-block',
              width: 14,
              height: 14,
              borderRadius: 3,
              background: color,
            }}
          />
          {color}
        </Space>
      ),
    },
    {
      title: t('brand.updatedAt'),
      dataIndex: 'updatetime',
      width: 170,
      render: (v: string) => formatTime(v),
    },
    {
      title: t('account.actions'),
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_, brand) => (
        <Permitted permission="sys:brand:update">
          <Space size={0} wrap={phone}>
            <Button type="link" size="small" onClick={() => setEditing(brand)}>
              {t('common.edit')}
            </Button>
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              showUploadList={false}
              customRequest={({ file, onSuccess, onError }) => {
                writes.uploadLogo
                  .mutateAsync({ key: brand.key, file })
                  .then(() => {
                    message.success(t('success.uploaded'));
                    onSuccess?.(null);
                  })
                  .catch((error: Error) => onError?.(error));
              }}
            >
              <Button type="link" size="small" icon={<UploadOutlined />}>
                {t('brand.uploadLogo')}
              </Button>
            </Upload>
          </Space>
        </Permitted>
      ),
    },
  ]);

  return (
    <Card title={t('brand.title')} extra={control} styles={phone ? PHONE_CARD_STYLES : undefined}>
      <Table<Brand>
        rowKey="key"
        size="middle"
        loading={brands.isFetching}
        dataSource={brands.data ?? []}
        pagination={false}
        {...responsiveTable(phone, columns, phoneColumns, { x: 1250 })}
      />
      <BrandFormModal
        brand={editing}
        onClose={() => setEditing(undefined)}
        onSubmit={async (input) => {
          await writes.update.mutateAsync(input);
          message.success(t('success.updated'));
          setEditing(undefined);
        }}
      />
    </Card>
  );
}
