import { AudioOutlined } from '@ant-design/icons';
import { type Language, LIVE_CHUNK_MS, type LiveStart } from '@lamplighter/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Progress, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedFields } from '../../../shared/api/refused-fields';
import { broadcastKeys } from '../api/broadcast-keys';
import { liveLatencyQuery, sendLiveChunk, startLive, stopLive } from '../api/live';
import { type BroadcastFormValues, targetOf } from '../lib/broadcast-form';
import { LiveRecorder, type MicrophoneProblem, microphoneProblem } from '../lib/live-recorder';
import { PriorityField } from './priority-field';
import { TargetFields } from './target-fields';
import { useMicLevel } from './use-mic-level';

type LiveValues = Pick<
  BroadcastFormValues,
  'name' | 'targetkind' | 'devicecodes' | 'groupid' | 'projectid' | 'priority'
>;

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds since `since`, ticking while on air. */
function useElapsed(since: number | undefined): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (since === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [since]);
  return since === undefined ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** On air: who listens, how far behind they play, how loud the microphone hears. */
function OnAir({ session, recorder, since }: { session: LiveStart; recorder: LiveRecorder; since: number }) {
  const { t } = useTranslation();
  const level = useMicLevel(recorder.stream);
  const elapsed = useElapsed(since);
  const latency = useQuery(liveLatencyQuery(session.sessionid));
  const upload = recorder.uploadMs;
  const behind = (server: number | null | undefined) =>
    server === null || server === undefined || upload === undefined
      ? '--'
      : t('live.seconds', { value: ((LIVE_CHUNK_MS + upload + server) / 1000).toFixed(1) });
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={12}>
        <Tag color="red" className="live-on-air">
          {t('live.onAir')}
        </Tag>
        <Typography.Text strong>{clock(elapsed)}</Typography.Text>
      </Flex>
      <Progress percent={level} showInfo={false} strokeColor="#52c41a" aria-label={t('live.level')} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('live.listeners')}>
          {t('live.listening', { count: latency.data?.listeners ?? 0, total: session.terminals })}
        </Descriptions.Item>
        <Descriptions.Item label={t('live.latency')}>
          {t('live.latencyValue', { p50: behind(latency.data?.p50ms), p95: behind(latency.data?.p95ms) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('live.parts')}>
          {t('live.partsValue', {
            chunk: LIVE_CHUNK_MS,
            upload: upload === undefined ? '--' : Math.round(upload),
            server: latency.data?.p50ms ?? '--',
          })}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/**
 * Speaks live from the browser's microphone to terminals that are on — chosen ones, a group's or a
 * project's — as a normal or an emergency broadcast: the microphone's level, the terminals
 * listening and how far behind they play (the piece's length, the upload, the way to the
 * terminals), until the speaker stops; the broadcast then stays in the history.
 */
export function LiveModal({
  onClose,
  onEnded,
}: {
  onClose: () => void;
  onEnded: (broadcastid: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LiveValues>();
  const [problem, setProblem] = useState<MicrophoneProblem | 'upload'>();
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState<{ session: LiveStart; recorder: LiveRecorder; since: number }>();
  const liveRef = useRef(live);
  liveRef.current = live;

  // Closing the page or the dialog while on air ends the session and lets the microphone go.
  useEffect(
    () => () => {
      const current = liveRef.current;
      if (!current) return;
      void current.recorder.stop().then(() => stopLive(current.session.sessionid));
    },
    [],
  );

  async function start() {
    const values = await form.validateFields();
    setProblem(undefined);
    let stream: MediaStream;
    try {
      stream = await LiveRecorder.microphone();
    } catch (error) {
      return setProblem(microphoneProblem(error));
    }
    setBusy(true);
    try {
      const session = await startLive({
        name: values.name.trim(),
        priority: values.priority,
        ...targetOf(values),
      });
      const recorder = new LiveRecorder(
        stream,
        (seq, chunk) => sendLiveChunk(session.sessionid, seq, chunk).then(() => undefined),
        () => setProblem('upload'),
      );
      recorder.start();
      setLive({ session, recorder, since: Date.now() });
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      form.setFields(refusedFields(error, i18n.language as Language) as Parameters<typeof form.setFields>[0]);
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    if (!live) return;
    setBusy(true);
    await live.recorder.stop();
    await stopLive(live.session.sessionid).catch(() => undefined);
    setLive(undefined);
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: broadcastKeys.all });
    onEnded(live.session.broadcastid);
  }

  return (
    <Modal
      open
      width={620}
      title={t('live.title')}
      onCancel={live ? undefined : onClose}
      closable={!live}
      maskClosable={false}
      footer={
        live ? (
          <Button danger type="primary" loading={busy} onClick={() => void stop()}>
            {t('live.stop')}
          </Button>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" icon={<AudioOutlined />} loading={busy} onClick={() => void start()}>
              {t('live.start')}
            </Button>
          </Flex>
        )
      }
      destroyOnHidden
    >
      {problem && (
        <Alert type="error" showIcon className="broadcast-note" message={t(`live.problem.${problem}`)} />
      )}
      {live ? (
        <OnAir {...live} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ targetkind: 'terminals', priority: 'normal' }}>
          <Form.Item
            name="name"
            label={t('broadcast.name')}
            initialValue={t('live.defaultName', { time: new Date().toLocaleTimeString().slice(0, 5) })}
            rules={[{ required: true, whitespace: true, message: t('broadcast.name.required') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <TargetFields />
          <PriorityField />
          <Typography.Paragraph type="secondary">{t('live.note')}</Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
