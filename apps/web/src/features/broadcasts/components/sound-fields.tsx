import { SoundOutlined } from '@ant-design/icons';
import { BROADCAST_TEXT_MAX, broadcastLangs, type Language, type MediaFile } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Flex,
  Form,
  type FormInstance,
  Input,
  Radio,
  Segmented,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedFields } from '../../../shared/api/refused-fields';
import { durationText } from '../../../shared/media/media-facts';
import { mediaLinkQuery } from '../../../shared/media/media-queries';
import { soundsQuery, useBroadcastWrites } from '../api/broadcasts';
import type { BroadcastFormValues } from '../lib/broadcast-form';

/** A library sound playing in the browser, by its signed address. */
function SoundPlayer({
  file,
  autoPlay = false,
}: {
  file: Pick<MediaFile, 'id' | 'name'>;
  autoPlay?: boolean;
}) {
  const link = useQuery(mediaLinkQuery(file.id));
  if (!link.data) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: speech of a text on the form, or a library sound without captions
    <audio
      controls
      autoPlay={autoPlay}
      src={link.data.url}
      aria-label={file.name}
      className="broadcast-player"
    />
  );
}

/** One of the library's sounds, searched by name, with its length. */
function SoundSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const sounds = useQuery(soundsQuery(keyword));
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={sounds.isFetching}
      placeholder={t('broadcast.sound.placeholder')}
      notFoundContent={t('broadcast.sound.none')}
      options={(sounds.data ?? []).map((file) => ({
        value: file.id,
        label: file.duration === null ? file.name : `${file.name} · ${durationText(file.duration)}`,
      }))}
    />
  );
}

/**
 * What the terminals play: speech made of a text in Mandarin or English (a synthetic voice, to
 * listen to first), or a sound of the media library.
 */
export function SoundFields({ form }: { form: FormInstance<BroadcastFormValues> }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const source = Form.useWatch('source', form) ?? 'tts';
  const mediaid = Form.useWatch('mediaid', form);
  const { speech } = useBroadcastWrites();
  const [heard, setHeard] = useState<MediaFile>();

  async function listen() {
    const { text, lang } = form.getFieldsValue(['text', 'lang']);
    if (!text?.trim()) return void form.validateFields(['text']);
    try {
      setHeard(await speech.mutateAsync({ text: text.trim(), lang }));
    } catch (error) {
      const [field] = refusedFields(error, i18n.language as Language);
      if (field) form.setFields([{ name: 'text', errors: field.errors }]);
      else if (!(error instanceof Error)) message.error(String(error));
    }
  }

  return (
    <>
      <Form.Item name="source" label={t('broadcast.source')}>
        <Segmented
          options={(['tts', 'file'] as const).map((value) => ({
            value,
            label: t(`broadcast.source.${value}`),
          }))}
        />
      </Form.Item>
      {source === 'tts' ? (
        <>
          <Form.Item
            name="text"
            label={t('broadcast.text')}
            rules={[{ required: true, whitespace: true, message: t('broadcast.text.required') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={BROADCAST_TEXT_MAX}
              showCount
              placeholder={t('broadcast.text.placeholder')}
              onChange={() => setHeard(undefined)}
            />
          </Form.Item>
          <Flex gap={12} align="center" wrap className="broadcast-voice">
            <Form.Item name="lang" label={t('broadcast.lang')} style={{ marginBottom: 0 }}>
              <Radio.Group
                optionType="button"
                onChange={() => setHeard(undefined)}
                options={broadcastLangs.map((value) => ({ value, label: t(`broadcast.lang.${value}`) }))}
              />
            </Form.Item>
            <Button icon={<SoundOutlined />} loading={speech.isPending} onClick={() => void listen()}>
              {t('broadcast.listen')}
            </Button>
            {heard && <SoundPlayer file={heard} autoPlay />}
          </Flex>
          <Typography.Paragraph type="secondary" className="broadcast-note">
            {t('broadcast.synthetic')}
          </Typography.Paragraph>
        </>
      ) : (
        <>
          <Form.Item
            name="mediaid"
            label={t('broadcast.sound')}
            rules={[{ required: true, message: t('broadcast.sound.required') }]}
          >
            <SoundSelect />
          </Form.Item>
          {mediaid !== undefined && (
            <SoundPlayer key={mediaid} file={{ id: mediaid, name: t('broadcast.sound') }} />
          )}
        </>
      )}
    </>
  );
}
