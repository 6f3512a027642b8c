import { useQuery } from '@tanstack/react-query';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../../api/session';
import { MenuIcon } from '../../shell/sidebar/MenuIcon';
import { AREA_COUNTERS } from './counters';

interface Props {
  menu: MenuEntry;
  title: string;
}

/** One granted area: a shortcut, with today's number when the area has a counter. */
export default function AreaShortcut({ menu, title }: Props) {
  const { t } = useTranslation('dashboard');
  const counter = AREA_COUNTERS[menu.package_url ?? ''];
  const { data, isError } = useQuery({
    queryKey: counter?.queryKey ?? ['workbench', menu.package_url],
    queryFn: () => counter!.count(),
    enabled: !!counter,
  });
  return (
    <Link to={`/${menu.package_url}/index`} data-testid={`shortcut-${menu.package_url}`}>
      <Card size="small" hoverable style={{ height: '100%' }}>
        <Typography.Text strong>
          <MenuIcon name={menu.icon} /> {title}
        </Typography.Text>
        {counter && !isError && (
          <Statistic title={t(counter.label)} value={data ?? '–'} valueStyle={{ fontSize: 20 }} />
        )}
      </Card>
    </Link>
  );
}
