import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Spin, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { deviceDetail, type Reading } from '../../features/equipment/api';
import DeviceChart, { type ChartPoint } from '../../features/equipment/DeviceChart';
import SignInFirst from '../../features/equipment/SignInFirst';
import StatusTag from '../../features/equipment/StatusTag';
import { usePushChannel } from '../../features/equipment/usePushChannel';
import { useThrottledView } from '../../features/equipment/useThrottledView';
import { useSession } from '../../stores/session';

const HOUR = 3600_000;

/** One device (spec 01 §2.3 eq-module-detail): its live readings and a chart of the last hour. */
export default function EqModuleDetailPage() {
  const { t } = useTranslation('equipment');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const uid = search.get('uid') ?? '';
  const sessionId = useSession().session?.sessionid;
  const detail = useQuery({
    queryKey: ['equipment', 'device', uid],
    queryFn: () => deviceDetail(uid, 1),
    enabled: !!uid,
    retry: false,
  });
  const livePoints = useRef<ChartPoint[]>([]);
  const [latest, setLatest] = useState<Reading | null>(null);
  const [power, setPower] = useState<'on' | 'off' | null>(null);
  // The chart is redrawn at most once a second, with the live points of the hour before
  const [shownLive, showLive] = useThrottledView<{ points: ChartPoint[]; at: number }>({ points: [], at: 0 }, 1000);
  usePushChannel(detail.data ? sessionId : undefined, (push) => {
    if (push.type === 'power' && push.device.uid === uid) setPower(push.device.power);
    if (push.type !== 'reading' || push.device.uid !== uid) return;
    livePoints.current.push({
      at: Date.parse(push.reading.ts),
      temperature: push.reading.temperature,
      speed: push.reading.speed,
    });
    setLatest(push.reading);
    showLive(() => {
      const at = Date.now();
      livePoints.current = livePoints.current.filter((p) => p.at >= at - HOUR);
      return { points: [...livePoints.current], at };
    });
  });
  const fetchedAt = detail.dataUpdatedAt;
  const points = useMemo(() => {
    // The hour before the history was read or the live points were last shown, whichever came later
    const since = Math.max(fetchedAt, shownLive.at) - HOUR;
    const stored = (detail.data?.history ?? []).map((h) => ({
      at: Date.parse(h.readAt),
      temperature: h.temperature,
      speed: h.speed,
    }));
    const live = shownLive.points.filter((p) => p.at >= since);
    const firstLive = live[0]?.at ?? Infinity;
    return [...stored.filter((p) => p.at >= since && p.at < firstLive), ...live];
  }, [detail.data, fetchedAt, shownLive]);

  if (!uid || (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)))
    return <Empty description={t('notFound')} />;
  if (detail.error) return <SignInFirst error={detail.error} />;
  if (!detail.data) return <Spin />;
  const device = detail.data.device;
  const reading = latest ?? device.lastReading;
  return (
    <Flex vertical gap="middle" data-testid="eq-module-detail">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('detailTitle')} {device.machineNo} · {device.name}
        </Typography.Title>
        <Button onClick={() => navigate('/eq-module')}>{t('back')}</Button>
      </Flex>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 4 }}>
          <Descriptions.Item label={t('type')}>{device.type || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('line')}>{device.line || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('power')}>
            {(power ?? device.power) === 'on' ? t('on') : t('off')}
          </Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <StatusTag status={reading?.status} online={!!latest || device.online} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('live')} data-testid="live-readings">
        {reading ? (
          <Flex gap="large" wrap>
            <Statistic title={t('temperature')} value={reading.temperature ?? '—'} />
            <Statistic title={t('speed')} value={reading.speed ?? '—'} />
            {Object.entries(reading.counters).map(([name, value]) => (
              <Statistic key={name} title={`${t('counters')} · ${name}`} value={value} />
            ))}
            <Statistic title={t('lastReading')} value={dayjs(reading.ts).format('HH:mm:ss')} />
          </Flex>
        ) : (
          <Empty description={t('noReadings')} />
        )}
      </Card>
      <Card size="small" title={t('lastHour')}>
        <DeviceChart points={points} labels={{ temperature: t('temperature'), speed: t('speed') }} />
      </Card>
    </Flex>
  );
}
