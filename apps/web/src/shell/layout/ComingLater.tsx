import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A route whose screen is not built yet: its title and an honest "later release" note, never a fake screen. */
export default function ComingLater({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Result icon={<ClockCircleOutlined />} title={title} subTitle={t('comingLater')} />
    </Card>
  );
}
