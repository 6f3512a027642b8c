import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InquiryDetailView } from '../../features/inquiry';

/** One inquiry (`?no=`): the board, the price it was made at beside the factory's answer, versions, log and actions. */
export default function OnlineInquiryDetailsPage() {
  const { t } = useTranslation('inquiry');
  const [search] = useSearchParams();
  const no = search.get('no') ?? search.get('uid') ?? '';
  return (
    <Card size="small" title={t('title.detail')}>
      <InquiryDetailView key={no} no={no} startModifying={search.get('modify') === '1'} />
    </Card>
  );
}
