import { useQuery } from '@tanstack/react-query';
import { App, Card, Flex, Input, Switch, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listDevices, switchDevice, type Device, type Reading } from '../../features/equipment/api';
import SignInFirst from '../../features/equipment/SignInFirst';
import StatusTag from '../../features/equipment/StatusTag';
import { usePushChannel } from '../../features/equipment/usePushChannel';
import { useThrottledView } from '../../features/equipment/useThrottledView';
import { useSession } from '../../stores/session';

type LiveEntry = { reading: Reading; power: 'on' | 'off'; at: number };

/**
 * Equipment (spec 01 §2.3 eq-module, a public route): the devices of the signed-in factory with their live status,
 * readings from /push/{sessionid} as they come, and the on / off switch (initequipmentonoff).
 */
export default function EqModulePage() {
  const { t } = useTranslation('equipment');
  const { message } = App.useApp();
  const sessionId = useSession().session?.sessionid;
  const [keyword, setKeyword] = useState('');
  const devices = useQuery({
    queryKey: ['equipment', 'devices', keyword],
    queryFn: () => listDevices({ page_no: 1, page_size: 100, keyword: keyword || undefined }),
    retry: false,
  });
  const live = useRef(new Map<string, LiveEntry>());
  const [count, setCount] = useState(0);
  // The live readings re-read at most twice a second
  const [shown, show] = useThrottledView<ReadonlyMap<string, LiveEntry>>(new Map(), 500);
  usePushChannel(devices.data ? sessionId : undefined, (push) => {
    if (push.type === 'reading') {
      live.current.set(push.device.uid, { reading: push.reading, power: push.device.power, at: Date.now() });
      setCount((n) => n + 1);
      show(() => new Map(live.current));
    } else if (push.type === 'power') {
      const entry = live.current.get(push.device.uid);
      if (entry) entry.power = push.device.power;
      void devices.refetch();
    }
  });
  const rows = useMemo(
    () =>
      (devices.data?.data ?? []).map((d): Device => {
        const entry = shown.get(d.uid);
        return entry ? { ...d, lastReading: entry.reading, lastReadingAt: entry.reading.ts, online: true } : d;
      }),
    [devices.data, shown],
  );

  const toggle = async (device: Device, on: boolean) => {
    await switchDevice(device.uid, on ? 'on' : 'off');
    void message.success(on ? t('switchedOn') : t('switchedOff'));
    void devices.refetch();
  };

  if (devices.error) return <SignInFirst error={devices.error} />;
  return (
    <Flex vertical gap="middle" data-testid="eq-module">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card size="small">
        <Flex justify="space-between" wrap gap="small">
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            style={{ width: 320 }}
            onSearch={(v) => setKeyword(v.trim())}
            data-testid="device-search"
          />
          <Typography.Text type="secondary" data-testid="live-count">
            {t('liveCount', { count })}
          </Typography.Text>
        </Flex>
      </Card>
      <Card size="small">
        <Table<Device>
          rowKey="uid"
          size="small"
          loading={devices.isLoading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ 'data-testid': `device-${row.machineNo}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('machineNo'),
              dataIndex: 'machineNo',
              render: (v: string, row) => <Link to={`/eq-module-detail?uid=${encodeURIComponent(row.uid)}`}>{v}</Link>,
            },
            { title: t('name'), dataIndex: 'name' },
            { title: t('type'), dataIndex: 'type' },
            { title: t('line'), dataIndex: 'line' },
            {
              title: t('status'),
              render: (_, row) => <StatusTag status={row.lastReading?.status} online={row.online} />,
            },
            { title: t('temperature'), render: (_, row) => row.lastReading?.temperature ?? '—' },
            { title: t('speed'), render: (_, row) => row.lastReading?.speed ?? '—' },
            {
              title: t('counters'),
              render: (_, row) =>
                row.lastReading
                  ? Object.entries(row.lastReading.counters)
                      .map(([k, v]) => `${k} ${v}`)
                      .join(' · ')
                  : '—',
            },
            {
              title: t('lastReading'),
              render: (_, row) => (row.lastReadingAt ? dayjs(row.lastReadingAt).format('HH:mm:ss') : '—'),
            },
            {
              title: t('power'),
              render: (_, row) => (
                <Switch
                  checked={row.power === 'on'}
                  checkedChildren={t('on')}
                  unCheckedChildren={t('off')}
                  onChange={(on) => void toggle(row, on)}
                  data-testid={`power-${row.machineNo}`}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
